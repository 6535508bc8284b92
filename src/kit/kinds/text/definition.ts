import { raw } from '../kind-display';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** Free text, trimmed. */
export const definition: KindDefinition = {
  name: 'text',
  empty: '',
  filter: 'text',
  typing: { spellCheck: true },
};

export const display: KindDisplay = { cell: raw, overflow: 'truncate' };
