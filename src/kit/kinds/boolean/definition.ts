import { formatted } from '../kind-display';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** Yes / no: a checkbox with its label beside it. */
export const definition: KindDefinition = {
  name: 'boolean',
  empty: false,
  filter: 'boolean',
  inlineLabel: true,
};

export const display: KindDisplay = { cell: formatted('labels', 'formatBoolean'), overflow: 'nowrap' };
