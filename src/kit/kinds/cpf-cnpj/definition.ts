import { maskCpfCnpj } from '@/lib/format/masks';
import { unmask } from '@/lib/format/pattern';
import { validationMessages as m } from '@/lib/messages';
import { isValidCpfCnpj } from '@/lib/validation/documents';
import { formatted } from '../kind-display';
import { checkedText } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** CPF or CNPJ (numeric or alphanumeric), masked as typed, kept unmasked. */
export const definition: KindDefinition = {
  name: 'cpfCnpj',
  empty: '',
  filter: 'text',
  normalize: (text) => text.toUpperCase().replace(/[^0-9A-Z]/g, ''),
  rule: checkedText(isValidCpfCnpj, m.cpfCnpj),
  message: m.cpfCnpj,
  mask: { store: (typed) => unmask(maskCpfCnpj(typed)), show: maskCpfCnpj, inputMode: 'text' },
};

export const display: KindDisplay = { cell: formatted('documents', 'formatCpfCnpj'), overflow: 'nowrap' };
