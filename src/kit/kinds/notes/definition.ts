import { fieldTexts } from '@/kit/fields/field-texts';
import { raw } from '../kind-display';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** Long text kept as typed, with a character counter below when it has a maxLength. */
export const definition: KindDefinition = {
  name: 'notes',
  empty: '',
  filter: 'text',
  hint: (field, value) =>
    field.maxLength === undefined
      ? undefined
      : fieldTexts.counter(typeof value === 'string' ? value.length : 0, field.maxLength),
};

export const display: KindDisplay = { cell: raw, overflow: 'truncate' };
