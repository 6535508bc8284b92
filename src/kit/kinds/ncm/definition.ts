import { maskNcm } from '@/lib/format/masks';
import { onlyDigits } from '@/lib/format/pattern';
import { validationMessages as m } from '@/lib/messages';
import { isValidNcm } from '@/lib/validation/br-rules';
import { formatted } from '../kind-display';
import { checkedText } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** NCM: ####.##.## kept as 8 digits. */
export const definition: KindDefinition = {
  name: 'ncm',
  empty: '',
  filter: 'code',
  normalize: onlyDigits,
  rule: checkedText(isValidNcm, m.code),
  message: m.code,
  mask: { store: (typed) => onlyDigits(typed).slice(0, 8), show: maskNcm, inputMode: 'numeric' },
};

export const display: KindDisplay = { cell: formatted('documents', 'formatNcm') };
