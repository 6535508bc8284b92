import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { ChangeEvent } from 'react';
import { uppercaseInPlace } from '@/lib/forms/uppercase-input';
import type { InputProps } from './input-props';

const UPPER_KINDS = new Set(['upper', 'upperCode', 'textarea']);

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

function readChange(props: InputProps, event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): string {
  if (props.field.kind === 'upperCode') {
    // Upper-cased in place (caret kept), then letters, digits and underscores only.
    return uppercaseInPlace(event).replace(/[^A-Z0-9_]/g, '');
  }
  return UPPER_KINDS.has(props.field.kind) ? uppercaseInPlace(event) : event.target.value;
}

/** text, upper (upper-cased as typed, caret kept), email, url, upperCode ([A-Z0-9_]). Value: the string. */
export function TextInput(props: InputProps) {
  const { id, name, field, value, onChange, onBlur, inputRef, invalid, describedBy, disabled, required } = props;
  const type = field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text';
  return (
    <InputText
      id={id}
      name={name}
      ref={inputRef}
      type={type}
      value={text(value)}
      onChange={(event) => onChange(readChange(props, event))}
      onBlur={onBlur}
      maxLength={field.maxLength}
      autoComplete="off"
      spellCheck={field.kind === 'text' || field.kind === 'upper'}
      invalid={invalid}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy}
    />
  );
}

/** textarea: long text upper-cased as typed (caret kept). Value: the string. */
export function TextareaInput(props: InputProps) {
  const { id, name, field, value, onChange, onBlur, inputRef, invalid, describedBy, disabled, required } = props;
  return (
    <InputTextarea
      id={id}
      name={name}
      ref={inputRef}
      value={text(value)}
      onChange={(event) => onChange(readChange(props, event))}
      onBlur={onBlur}
      maxLength={field.maxLength}
      rows={3}
      autoResize
      invalid={invalid}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy}
    />
  );
}
