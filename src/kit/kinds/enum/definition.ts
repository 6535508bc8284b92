import { validationMessages as m } from '@/lib/messages';
import { defaultRule } from '../kind-rules';
import type { KindDefinition, KindDisplay } from '../kind-types';

/** One of the field's options (the manifest's enum). */
export const definition: KindDefinition = {
  name: 'enum',
  empty: null,
  filter: 'enum',
  rule: (value, field, values) =>
    field.options && !field.options.some((option) => option.value === value)
      ? m.option
      : defaultRule(value, field, values),
  message: m.option,
};

/**
 * An option's label is words ('RCTR-C – Responsabilidade civil do transportador rodoviário'), not a value
 * read whole: free text, which wraps to two lines where its column is short of room (a short one, 'Matriz',
 * keeps its one line: the width rule never gives text less than its line up to a readable width).
 */
export const display: KindDisplay = {
  cell: ({ value, labels, imports }) =>
    `${imports.value('@/lib/format/labels', 'enumLabel')}(${labels}, ${value})`,
  overflow: 'truncate',
};
