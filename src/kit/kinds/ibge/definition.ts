import { onlyDigits } from '@/lib/format/pattern';
import { validationMessages as m } from '@/lib/messages';
import { isValidIbgeCode } from '@/lib/validation/br-rules';
import { formatted } from '../kind-display';
import { checkedText } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** IBGE code: 7 digits with a check digit. */
export const definition: KindDefinition = {
  name: 'ibge',
  empty: '',
  filter: 'code',
  normalize: onlyDigits,
  rule: checkedText(isValidIbgeCode, m.code),
  message: m.code,
  mask: { store: (typed) => onlyDigits(typed).slice(0, 7), show: (stored) => stored, inputMode: 'numeric' },
};

export const display: KindDisplay = { cell: formatted('documents', 'formatIbge') };
