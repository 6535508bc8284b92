import { raw } from '../kind-display';
import { upperCased } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** Long text, upper-cased as typed. */
export const definition: KindDefinition = {
  name: 'textarea',
  empty: '',
  filter: 'text',
  normalize: upperCased,
  typing: { case: 'upper' },
};

export const display: KindDisplay = { cell: raw, wide: true, overflow: 'truncate' };
