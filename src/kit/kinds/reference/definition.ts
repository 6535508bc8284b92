import { validationMessages as m } from '@/lib/messages';
import { raw } from '../kind-display';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** The id of another resource's record, chosen in a picker of active records. */
export const definition: KindDefinition = {
  name: 'reference',
  empty: null,
  filter: 'reference',
  message: m.option,
  minOneReadsAboveZero: true,
};

/** The value shown is the referenced record's label in the read model (the field's `display`). */
export const display: KindDisplay = { cell: raw, overflow: 'truncate' };
