import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { dependencyPath } from '@/kit/form/kit-fields';
import { useFormMeta } from '@/kit/form/use-form-meta';
import { isBlank } from '@/kit/form/value-path';
import type { InputProps } from '@/kit/field-types';
import { ReferenceMultiPicker } from './reference-multi-picker';
import { ReferencePicker } from './reference-picker';
import { useFocusById } from './use-focus-by-id';

/**
 * The parent value of a dependent reference (undefined without dependsOn). When the user changes the
 * parent, the dependent value is cleared (not when the form is reset with a record).
 */
function useDependency({ field, scope, name }: InputProps) {
  const { fields } = useFormMeta();
  const { control, setValue, watch } = useFormContext();
  const dependsOn = field.dependsOn;
  const path = dependsOn ? dependencyPath(fields, scope, dependsOn.field) : '';
  const parentValue: unknown = useWatch({ control, name: path || '__none__', disabled: !dependsOn });
  useEffect(() => {
    if (!path) return undefined;
    const subscription = watch((_values, { name: changed, type }) => {
      if (type === 'change' && changed === path)
        setValue(name, field.kind === 'references' ? [] : null, { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, path, name, field.kind]);
  if (!dependsOn) return { waiting: false, params: undefined };
  const waiting = isBlank(parentValue);
  return { waiting, params: waiting ? undefined : { [dependsOn.param]: parentValue } };
}

/** reference: ReferencePicker (active records). Value: the id, null when empty. */
export function ReferenceInput(props: InputProps) {
  const { id, field, value, onChange, onBlur, inputRef, invalid, describedBy, disabled } = props;
  const { waiting, params } = useDependency(props);
  useFocusById(inputRef, id);
  if (!field.reference) return null;
  return (
    <ReferencePicker
      id={id}
      source={field.reference}
      value={typeof value === 'number' ? value : null}
      onChange={(next) => onChange(next)}
      onBlur={onBlur}
      params={params}
      disabled={disabled || waiting}
      invalid={invalid}
      aria-describedby={describedBy}
    />
  );
}

/** references: ReferenceMultiPicker. Value: the ids ([] when none). */
export function ReferencesInput(props: InputProps) {
  const { id, field, value, onChange, onBlur, inputRef, invalid, describedBy, disabled } = props;
  const { waiting, params } = useDependency(props);
  useFocusById(inputRef, id);
  if (!field.reference) return null;
  return (
    <ReferenceMultiPicker
      id={id}
      source={field.reference}
      value={Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : []}
      onChange={(next) => onChange(next)}
      onBlur={onBlur}
      params={params}
      disabled={disabled || waiting}
      invalid={invalid}
      aria-describedby={describedBy}
    />
  );
}
