import { InputText } from '@/ui/primereact/inputtext';
import { InputTextarea } from '@/ui/primereact/inputtextarea';
import type { ChangeEvent } from 'react';
import { uppercaseInPlace } from '@/lib/forms/uppercase-input';
import { kindDefinition } from '@/kit/kinds/definitions';
import type { InputProps, TextTyping } from '@/kit/field-types';

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

/** What is typed, taken as the kind says (its definition's `typing`). */
function readChange(
  typing: TextTyping | undefined,
  event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
): string {
  // Upper-cased in place (caret kept), then, for codes, letters, digits and underscores only.
  if (typing?.case === 'code') return uppercaseInPlace(event).replace(/[^A-Z0-9_]/g, '');
  return typing?.case === 'upper' ? uppercaseInPlace(event) : event.target.value;
}

/** text, upper (upper-cased as typed, caret kept), email, url, upperCode ([A-Z0-9_]). Value: the string. */
export function TextInput(props: InputProps) {
  const { id, name, field, value, onChange, onBlur, inputRef, invalid, describedBy, disabled, required } =
    props;
  const typing = kindDefinition(field.kind).typing;
  return (
    <InputText
      id={id}
      name={name}
      ref={inputRef}
      type={typing?.type ?? 'text'}
      value={text(value)}
      onChange={(event) => onChange(readChange(typing, event))}
      onBlur={onBlur}
      maxLength={field.maxLength}
      inputMode={field.inputMode}
      autoComplete="off"
      spellCheck={typing?.spellCheck === true}
      invalid={invalid}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy}
    />
  );
}

/** textarea (upper-cased as typed, caret kept), notes (as typed): long text. Value: the string. */
export function TextareaInput(props: InputProps) {
  const { id, name, field, value, onChange, onBlur, inputRef, invalid, describedBy, disabled, required } =
    props;
  const typing = kindDefinition(field.kind).typing;
  return (
    <InputTextarea
      id={id}
      name={name}
      ref={inputRef}
      value={text(value)}
      onChange={(event) => onChange(readChange(typing, event))}
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
