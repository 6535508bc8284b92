import { validationMessages as m } from '@/lib/messages';
import { defaultRule } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** One of the field's options (the manifest's enum). */
export const definition: KindDefinition = {
  name: 'enum',
  empty: null,
  filter: 'enum',
  rule: (value, field, values) =>
    field.options && !field.options.some((option) => option.value === value) ? m.option : defaultRule(value, field, values),
  message: m.option,
};

export const display: KindDisplay = {
  cell: ({ value, labels, imports }) => `${imports.value('@/lib/format/labels', 'enumLabel')}(${labels}, ${value})`,
  fit: 'nowrap',
};
