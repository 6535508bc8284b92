import { InputText } from '@/ui/primereact/inputtext';
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { kindDefinition } from '@/kit/kinds/definitions';
import { definition as codeKind } from '@/kit/kinds/code/definition';
import type { InputProps } from '@/kit/field-types';

const SIGNIFICANT = /[0-9A-Za-z]/;

function significantBefore(text: string, caret: number): number {
  return [...text.slice(0, caret)].filter((char) => SIGNIFICANT.test(char)).length;
}

function caretAfter(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (SIGNIFICANT.test(text[i])) seen += 1;
    if (seen === count) return i + 1;
  }
  return text.length;
}

/**
 * The masked kinds (cpfCnpj, cep, ncm, cfop, phone, ibge, code, ie: their definition's `mask`): the
 * input shows the mask, the form keeps the unmasked characters; the caret stays after the character just
 * typed.
 */
export function MaskedInput(props: InputProps) {
  const { id, name, field, value, onChange, onBlur, inputRef, invalid, describedBy, disabled, required } =
    props;
  const spec = kindDefinition(field.kind).mask ?? codeKind.mask!;
  const element = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const stored =
    typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
  const shown = spec.show(stored);
  const max = field.length ?? field.maxLength;

  useLayoutEffect(() => {
    const input = element.current;
    if (pendingCaret.current === null || !input || document.activeElement !== input) return;
    const position = caretAfter(shown, pendingCaret.current);
    pendingCaret.current = null;
    input.setSelectionRange(position, position);
  }, [shown]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    pendingCaret.current = significantBefore(typed, event.target.selectionStart ?? typed.length);
    onChange(spec.store(typed, max));
  };

  return (
    <InputText
      id={id}
      name={name}
      ref={(node) => {
        element.current = node;
        inputRef(node);
      }}
      value={shown}
      onChange={change}
      onBlur={onBlur}
      inputMode={spec.inputMode}
      autoComplete="off"
      invalid={invalid}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy}
    />
  );
}
