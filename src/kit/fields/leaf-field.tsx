import { useId, type ComponentType } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { KitField, KitKind } from '@/kit/form/kit-fields';
import { dependencyPath, fieldAtPath } from '@/kit/form/kit-fields';
import { useFormMeta } from '@/kit/form/use-form-meta';
import { isBlank } from '@/kit/form/value-path';
import { ModulesInput } from '@/resources/planos/module-picker/modules-input';
import { ActionCodesInput } from '@/resources/permissoes/permission-picker/action-codes-input';
import { BooleanInput, EnumInput, UfInput } from './choice-inputs';
import { DateInput } from './date-input';
import { describedByIds, FieldFrame } from './field-frame';
import { fieldTexts } from './field-texts';
import { ImageInput } from './image-input';
import type { FieldProps, InputProps } from './input-props';
import { MaskedInput } from './masked-input';
import { NumberInput } from './number-input';
import { ReferenceInput, ReferencesInput } from './reference-inputs';
import { TextareaInput, TextInput } from './text-inputs';

export type LeafKind = Exclude<KitKind, 'address' | 'phones' | 'emails' | 'rows'>;

/** The input of each simple kind (sub-forms: field-kinds.tsx). */
export const LEAF_INPUTS: Record<LeafKind, ComponentType<InputProps>> = {
  text: TextInput,
  upper: TextInput,
  email: TextInput,
  url: TextInput,
  upperCode: TextInput,
  textarea: TextareaInput,
  code: MaskedInput,
  ibge: MaskedInput,
  ncm: MaskedInput,
  cfop: MaskedInput,
  cpfCnpj: MaskedInput,
  ie: MaskedInput,
  cep: MaskedInput,
  phone: MaskedInput,
  uf: UfInput,
  enum: EnumInput,
  boolean: BooleanInput,
  integer: NumberInput,
  decimal: NumberInput,
  currency: NumberInput,
  percent: NumberInput,
  date: DateInput,
  reference: ReferenceInput,
  references: ReferencesInput,
  actionCodes: ActionCodesInput,
  modules: ModulesInput,
  image: ImageInput,
};

/** A form path as an id fragment ('endereco.cep' → 'endereco-cep'). */
export function pathId(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '-');
}

/** 'Informe Empresa primeiro' while the field a dependent reference waits for is empty. */
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
export function LeafField({ field, name, scope, disabled }: FieldProps) {
  const Input = LEAF_INPUTS[field.kind as LeafKind];
  const id = `${useId()}${pathId(name)}`;
  const { field: control, fieldState } = useController({ name });
  const waitingHint = useWaitingHint(field, scope);
  const hint = field.hint ?? waitingHint ?? (field.kind === 'image' ? fieldTexts.image.hint : undefined);
  const error = fieldState.error?.message;
  const { describedBy } = describedByIds(id, { error, hint });
  if (!Input || field.hidden) return null;
  return (
    <FieldFrame id={id} label={field.label} required={field.required} hint={hint} error={error} span={field.span} inline={field.kind === 'boolean'}>
      <Input
        id={id}
        name={name}
        scope={scope}
        field={field}
        value={control.value}
        onChange={control.onChange}
        onBlur={control.onBlur}
        inputRef={control.ref}
        invalid={fieldState.invalid}
        describedBy={describedBy}
        disabled={disabled}
        required={field.required === true}
      />
    </FieldFrame>
  );
}
