/**
 * actionCodes: a permission's action codes, chosen per routine in the permission action picker
 * (src/components/permission-picker): the form shows them grouped by routine. Value: the codes (string[]).
 */
export { ActionCodesField as ActionCodesInput } from '@/components/permission-picker/action-codes-field';
