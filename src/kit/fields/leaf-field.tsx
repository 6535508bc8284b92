import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { FieldProps, KitField } from '@/kit/field-types';
import { dependencyPath, fieldAtPath } from '@/kit/form/kit-fields';
import { useFormMeta } from '@/kit/form/use-form-meta';
import { isBlank } from '@/kit/form/value-path';
import { kindModule } from '@/kit/kinds/renderers';
import { describedByIds, FieldFrame } from './field-frame';
import { fieldTexts } from './field-texts';

/** A form path as an id fragment ('endereco.cep' → 'endereco-cep'). */
export function pathId(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '-');
}

/** 'Informe Cliente primeiro' while the field a dependent reference waits for is empty. */
function useWaitingHint(field: KitField, scope: string): string | undefined {
  const { fields } = useFormMeta();
  const dependsOn = field.dependsOn;
  const path = dependsOn ? dependencyPath(fields, scope, dependsOn.field) : '';
  const parent = useWatch({ name: path || '__none__', disabled: !dependsOn });
  if (!dependsOn || !isBlank(parent)) return undefined;
  const parentField = fieldAtPath(fields, path.split('.'));
  return fieldTexts.chooseFirst(parentField?.label ?? dependsOn.field);
}

/** One simple field: its controller, frame (label, required mark, hint, error) and input. */
export function LeafField({
  field,
  name,
  scope,
  disabled,
  labelShownByHeading,
  errorAfterTouch,
}: FieldProps) {
  const kind = kindModule(field.kind);
  const Input = kind.input;
  const id = `${useId()}${pathId(name)}`;
  const { field: control, fieldState, formState } = useController({ name });
  const waitingHint = useWaitingHint(field, scope);
  const hint = field.hint ?? waitingHint ?? kind.hint?.(field, control.value);
  const errorShown = !errorAfterTouch || fieldState.isTouched || formState.isSubmitted;
  const error = errorShown ? fieldState.error?.message : undefined;
  const { describedBy } = describedByIds(id, { error, hint });
  if (!Input || field.hidden) return null;
  return (
    <FieldFrame
      id={id}
      label={field.label}
      labelHidden={labelShownByHeading}
      required={field.required}
      hint={hint}
      error={error}
      span={field.span}
      inline={kind.inlineLabel === true}
    >
      <Input
        id={id}
        name={name}
        scope={scope}
        field={field}
        value={control.value}
        onChange={control.onChange}
        onBlur={control.onBlur}
        inputRef={control.ref}
        invalid={errorShown && fieldState.invalid}
        describedBy={describedBy}
        disabled={disabled}
        required={field.required === true}
      />
    </FieldFrame>
  );
}
