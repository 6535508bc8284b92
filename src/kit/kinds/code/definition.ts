import { onlyDigits } from '@/lib/format/pattern';
import { validationMessages as m } from '@/lib/messages';
import { raw } from '../kind-display';
import { textRule } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** Digits only, of a fixed (`length`) or maximum (`maxLength`) count: bank, ISPB, BACEN codes. */
export const definition: KindDefinition = {
  name: 'code',
  empty: '',
  filter: 'code',
  normalize: onlyDigits,
  rule: textRule((value, field) => {
    if (!/^\d+$/.test(value)) return m.code;
    if (field.length !== undefined && value.length !== field.length) return m.code;
    return field.maxLength !== undefined && value.length > field.maxLength ? m.code : undefined;
  }),
  message: m.code,
  mask: {
    store: (typed, max) => onlyDigits(typed).slice(0, max ?? 60),
    show: (stored) => stored,
    inputMode: 'numeric',
  },
};

export const display: KindDisplay = { cell: raw, overflow: 'nowrap' };
