/**
 * actionCodes: a permission's action codes, chosen per routine in the permission action picker
 * (src/resources/permissoes/permission-picker): the form shows them grouped by routine. Value: the codes (string[]).
 */
export { ActionCodesField as ActionCodesInput } from '@/resources/permissoes/permission-picker/action-codes-field';
