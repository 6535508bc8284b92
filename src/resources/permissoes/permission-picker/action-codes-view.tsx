import { ChosenActions } from './chosen-actions';
import { actionCodes, useActiveRoutines } from './use-active-routines';

/** View page display of a permission's action codes (field kind `actionCodes`), grouped by routine. */
export function ActionCodesView({ value }: { value: unknown }) {
  const routines = useActiveRoutines();
  return <ChosenActions codes={actionCodes(value)} routines={routines.isError ? [] : routines.data} />;
}
