import type { KindDefinition, KindDisplay } from '../kind-types';

/** A generic sub-list whose row fields are the field's `rowFields` (simple kinds); `maxRows` caps it. */
export const definition: KindDefinition = { name: 'rows', empty: [], shape: 'list' };

export const display: KindDisplay = {
  view: ({ value, imports, rowColumns }) =>
    `<${imports.value('@/kit', 'RowsView')} value={${value}} columns={${rowColumns}} />`,
  wide: true,
};
