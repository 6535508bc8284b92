import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId } from 'react';
import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import { FieldFrame, describedByIds, useDropdownLabelSync, useFocusById, type Span } from '@/kit';
import type { ConfigurationValues } from './configuration-schema';
import { configurationTexts as texts } from './configuration-texts';

type Path = FieldPath<ConfigurationValues>;

interface FieldProps {
  name: Path;
  label: string;
  /** Read-only page (no config flag) or a save under way. */
  disabled: boolean;
  required?: boolean;
  hint?: string;
  span?: Span;
}

/** The input's props shared by every kind: value binding, error state and (with its hint) its description. */
function useField(name: Path) {
  const id = useId();
  const { control } = useFormContext<ConfigurationValues>();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const describe = (hint?: string) => describedByIds(id, { error, hint }).describedBy;
  const { ref: inputRef, onChange, onBlur } = field;
  const value = typeof field.value === 'string' ? field.value : null;
  return { id, inputRef, value, onChange, onBlur, error, describe, invalid: fieldState.invalid };
}

/** A short text (versions, series). */
export function TextField({ name, label, disabled, required, hint, span = 4, inputMode }: FieldProps & { inputMode?: 'numeric' | 'decimal' }) {
  const { id, inputRef, value, onChange, onBlur, error, describe, invalid } = useField(name);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} span={span}>
      <InputText
        id={id}
        name={name}
        ref={inputRef}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputMode={inputMode}
        autoComplete="off"
        disabled={disabled}
        invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describe(hint)}
      />
    </FieldFrame>
  );
}

/** One of the contract's enumeration values, shown with its pt-BR label. */
export function ChoiceField({ name, label, disabled, labels, span = 4 }: FieldProps & { labels: Readonly<Record<string, string>> }) {
  const { id, inputRef, value, onChange, onBlur, error, describe, invalid } = useField(name);
  const options = Object.entries(labels).map(([option, text]) => ({ value: option, label: text }));
  useFocusById(inputRef, id);
  useDropdownLabelSync(id, value === null ? '' : (labels[value] ?? ''));
  return (
    <FieldFrame id={id} label={label} required error={error} span={span}>
      <Dropdown
        inputId={id}
        name={name}
        value={value}
        options={options}
        optionLabel="label"
        optionValue="value"
        onChange={(event) => onChange(event.value ?? null)}
        onBlur={onBlur}
        placeholder={texts.select}
        disabled={disabled}
        invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-required
        aria-describedby={describe()}
      />
    </FieldFrame>
  );
}

/** A long free text with its character counter. */
export function NotesField({ name, label, disabled, max }: FieldProps & { max: number }) {
  const { id, inputRef, value, onChange, onBlur, error, describe, invalid } = useField(name);
  const hint = texts.issue.counter(value?.length ?? 0, max);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} span={12}>
      <InputTextarea
        id={id}
        name={name}
        ref={inputRef}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        maxLength={max}
        rows={4}
        autoResize
        disabled={disabled}
        invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={describe(hint)}
      />
    </FieldFrame>
  );
}
