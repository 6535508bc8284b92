import type { ControllerFieldState, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

/** What an input bound to a form field takes from it, whatever the input (see boundInputProps). */
export interface BoundInputProps<V> {
  name: string;
  value: V;
  onBlur: () => void;
  invalid: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The props every input of a hand-written form takes from its react-hook-form field: the value, the blur
 * that marks it touched, and its invalid state with the texts that describe it (error, hint). The ref and
 * the change handler stay with the caller: each input names and shapes them its own way.
 */
export function boundInputProps<T extends FieldValues, N extends FieldPath<T>>(
  field: ControllerRenderProps<T, N>,
  fieldState: ControllerFieldState,
  describedBy: string | undefined,
): BoundInputProps<ControllerRenderProps<T, N>['value']> {
  return {
    name: field.name,
    value: field.value,
    onBlur: field.onBlur,
    invalid: fieldState.invalid,
    'aria-invalid': fieldState.invalid || undefined,
    'aria-describedby': describedBy,
  };
}
