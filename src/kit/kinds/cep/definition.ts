import { maskCep } from '@/lib/format/masks';
import { onlyDigits } from '@/lib/format/pattern';
import { validationMessages as m } from '@/lib/messages';
import { isValidCep } from '@/lib/validation/br-rules';
import { formatted } from '../kind-display';
import { checkedText } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** The address's CEP: 8 digits, masked as typed. */
export const definition: KindDefinition = {
  name: 'cep',
  empty: '',
  subFormOnly: true,
  normalize: onlyDigits,
  rule: checkedText(isValidCep, m.cep),
  message: m.cep,
  mask: { store: (typed) => onlyDigits(typed).slice(0, 8), show: maskCep, inputMode: 'numeric' },
};

export const display: KindDisplay = { cell: formatted('documents', 'formatCep'), overflow: 'nowrap' };
