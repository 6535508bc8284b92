import { maskCfop } from '@/lib/format/masks';
import { onlyDigits } from '@/lib/format/pattern';
import { validationMessages as m } from '@/lib/messages';
import { isValidCfop } from '@/lib/validation/br-rules';
import { formatted } from '../kind-display';
import { checkedText } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** CFOP: #.### kept as 4 digits. */
export const definition: KindDefinition = {
  name: 'cfop',
  empty: '',
  filter: 'code',
  normalize: onlyDigits,
  rule: checkedText(isValidCfop, m.code),
  message: m.code,
  mask: { store: (typed) => onlyDigits(typed).slice(0, 4), show: maskCfop, inputMode: 'numeric' },
};

export const display: KindDisplay = { cell: formatted('documents', 'formatCfop') };
