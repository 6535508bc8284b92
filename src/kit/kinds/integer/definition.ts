import { fieldTexts } from '@/kit/fields/field-texts';
import { raw } from '../kind-display';
import { defaultRule, numberLimits, typedNumber } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** A whole number. */
export const definition: KindDefinition = {
  name: 'integer',
  empty: null,
  filter: 'integer',
  normalize: typedNumber,
  rule: (value, field, values) => {
    if (typeof value !== 'number') return defaultRule(value, field, values);
    return Number.isInteger(value) ? numberLimits(field, value, true) : fieldTexts.invalidValue;
  },
  minOneReadsAboveZero: true,
};

export const display: KindDisplay = { cell: raw, align: 'end', overflow: 'nowrap' };
