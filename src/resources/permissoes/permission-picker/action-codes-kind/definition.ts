import type { KindDefinition, KindDisplay } from '@/kit';
import { validationMessages as m } from '@/lib/messages';

/** A permission's action codes (string[]), chosen per routine. */
export const definition: KindDefinition = { name: 'actionCodes', empty: [], message: m.option };

/** Joined in list cells; grouped by routine in the view. */
export const display: KindDisplay = {
  cell: ({ value }) => `${value}?.join(', ')`,
  view: ({ value, imports }) =>
    `<${imports.value('@/resources/permissoes/permission-picker/action-codes-view', 'ActionCodesView')} value={${value}} />`,
  wide: true,
};
