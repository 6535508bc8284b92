import { formatted } from '../kind-display';
import { typedNumber } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** An amount in R$. */
export const definition: KindDefinition = {
  name: 'currency',
  empty: null,
  filter: 'currency',
  normalize: typedNumber,
};

export const display: KindDisplay = {
  cell: formatted('currency', 'formatBrl'),
  align: 'end',
  overflow: 'nowrap',
};
