import type { ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { boundInputProps, type BoundInputProps } from '@/lib/forms/bound-input';
import { FieldFrame, describedByIds, type Span } from './fields/field-frame';

export interface FieldControlProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  /** The input's id: the label points to it; the error and hint ids derive from it. */
  id: string;
  label: string;
  hint?: string;
  /** Shows the required mark by the label (the input still says aria-required itself). */
  required?: boolean;
  /** Its width in a 12-column resource grid; full width by default (and outside a grid). */
  span?: Span;
  /** The input, given its form field (for the ref and the change) and the props bound to it. */
  children: (
    field: ControllerRenderProps<T, N>,
    bound: BoundInputProps<ControllerRenderProps<T, N>['value']>,
  ) => ReactNode;
}

/**
 * One input of a hand-written form (dialogs, profile, new ticket): its frame (label, hint, error) around
 * the input, bound to its react-hook-form field and described by the error and hint it shows.
 */
export function FieldControl<T extends FieldValues, N extends FieldPath<T>>(props: FieldControlProps<T, N>) {
  const { control, name, id, label, hint, required, span = 12, children } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const bound = boundInputProps(field, fieldState, describedByIds(id, { error, hint }).describedBy);
        return (
          <FieldFrame id={id} span={span} label={label} required={required} hint={hint} error={error}>
            {children(field, bound)}
          </FieldFrame>
        );
      }}
    />
  );
}
