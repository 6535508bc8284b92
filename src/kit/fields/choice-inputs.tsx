import { Checkbox } from '@/ui/primereact/checkbox';
import { Dropdown } from '@/ui/primereact/dropdown';
import type { FieldOption } from '@/kit/choice-types';
import { UFS } from '@/lib/validation/br-rules';
import { CLEAR_BUTTON, fieldTexts } from './field-texts';
import { useDropdownLabelSync } from './use-dropdown-label-sync';
import { useFocusById } from './use-focus-by-id';
import type { InputProps } from '@/kit/field-types';

const UF_OPTIONS: readonly FieldOption[] = UFS.map((uf) => ({ value: uf, label: uf }));

function Choice(props: InputProps & { options: readonly FieldOption[]; filter?: boolean }) {
  const {
    id,
    name,
    value,
    onChange,
    onBlur,
    inputRef,
    invalid,
    describedBy,
    disabled,
    required,
    options,
    filter,
  } = props;
  useFocusById(inputRef, id);
  useDropdownLabelSync(id, options.find((option) => option.value === value)?.label ?? '');
  return (
    <Dropdown
      inputId={id}
      name={name}
      value={value ?? null}
      options={[...options]}
      optionLabel="label"
      optionValue="value"
      onChange={(event) => onChange(event.value === undefined ? null : event.value)}
      onBlur={onBlur}
      filter={filter}
      filterPlaceholder={fieldTexts.search}
      showClear={!required}
      pt={CLEAR_BUTTON}
      placeholder={fieldTexts.select}
      invalid={invalid}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy}
    />
  );
}

/** uf: one of the 27 UFs (searchable). Value: the sigla ('SP'), null when empty. */
export function UfInput(props: InputProps) {
  return <Choice {...props} options={UF_OPTIONS} filter />;
}

/** enum: one of field.options. Value: the option's value (string, number or boolean), null when empty. */
export function EnumInput(props: InputProps) {
  return (
    <Choice {...props} options={props.field.options ?? []} filter={(props.field.options?.length ?? 0) > 10} />
  );
}

/** boolean: a checkbox. Value: true / false. */
export function BooleanInput(props: InputProps) {
  const { id, name, value, onChange, onBlur, inputRef, invalid, describedBy, disabled } = props;
  return (
    <Checkbox
      inputId={id}
      name={name}
      inputRef={inputRef}
      checked={value === true}
      onChange={(event) => onChange(event.checked === true)}
      onBlur={onBlur}
      invalid={invalid}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
