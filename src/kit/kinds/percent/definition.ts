import { formattedNumber } from '../kind-display';
import { typedNumber } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** A percentage (its filter is a decimal number). */
export const definition: KindDefinition = {
  name: 'percent',
  empty: null,
  filter: 'decimal',
  normalize: typedNumber,
};

export const display: KindDisplay = {
  cell: formattedNumber('formatPercent'),
  align: 'end',
  overflow: 'nowrap',
};
