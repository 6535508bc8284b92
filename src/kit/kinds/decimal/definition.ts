import { formattedNumber } from '../kind-display';
import { typedNumber } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** A number with `decimals` fraction digits (2 by default). */
export const definition: KindDefinition = {
  name: 'decimal',
  empty: null,
  filter: 'decimal',
  normalize: typedNumber,
};

export const display: KindDisplay = {
  cell: formattedNumber('formatNumber'),
  align: 'end',
  overflow: 'nowrap',
};
