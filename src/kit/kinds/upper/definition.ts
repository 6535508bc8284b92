import { raw } from '../kind-display';
import { upperCased } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** Text upper-cased as typed; its filter is upper-cased as typed too (the API expects `sigla=BR`). */
export const definition: KindDefinition = {
  name: 'upper',
  empty: '',
  filter: 'upper',
  normalize: upperCased,
  typing: { case: 'upper', spellCheck: true },
};

export const display: KindDisplay = { cell: raw, overflow: 'truncate' };
