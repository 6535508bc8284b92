import { maskCpf } from '@/lib/format/masks';
import { onlyDigits } from '@/lib/format/pattern';
import { validationMessages as m } from '@/lib/messages';
import { isValidCpf } from '@/lib/validation/documents';
import { formatted } from '../kind-display';
import { checkedText } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/**
 * A CPF alone (a person's document: a driver's, an employee's), masked as typed, kept as its 11 digits.
 * Apart from cpfCnpj so that a field that takes only a person says 'CPF inválido' to a CNPJ.
 */
export const definition: KindDefinition = {
  name: 'cpf',
  empty: '',
  // Searched by its digits, as the API keeps it.
  filter: 'code',
  normalize: onlyDigits,
  rule: checkedText(isValidCpf, m.cpf),
  message: m.cpf,
  mask: { store: (typed) => onlyDigits(typed).slice(0, 11), show: maskCpf, inputMode: 'numeric' },
};

export const display: KindDisplay = { cell: formatted('documents', 'formatCpf'), overflow: 'nowrap' };
