import { InputText } from 'primereact/inputtext';
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import type { KitKind } from '@/kit/form/kit-fields';
import { maskCep, maskCfop, maskCpfCnpj, maskNcm, maskPhone } from '@/lib/format/masks';
import { onlyDigits, unmask } from '@/lib/format/pattern';
import type { InputProps } from './input-props';

interface MaskSpec {
  /** The stored value (the API's) from what is in the input. */
  store: (typed: string, max?: number) => string;
  /** What the input shows for a stored value. */
  show: (stored: string) => string;
  inputMode?: 'numeric' | 'text' | 'tel';
  /** Characters of the stored value (when the kind fixes it). */
  max?: number;
}

const digits = (max: number) => (typed: string) => onlyDigits(typed).slice(0, max);
const same = (stored: string) => stored;

/** Masks of the kinds that show punctuation but store digits / characters only. */
export const MASKS: Partial<Record<KitKind, MaskSpec>> = {
  cpfCnpj: { store: (typed) => unmask(maskCpfCnpj(typed)), show: maskCpfCnpj, inputMode: 'text' },
  cep: { store: digits(8), show: maskCep, inputMode: 'numeric' },
  ncm: { store: digits(8), show: maskNcm, inputMode: 'numeric' },
  cfop: { store: digits(4), show: maskCfop, inputMode: 'numeric' },
  phone: { store: digits(11), show: maskPhone, inputMode: 'tel' },
  ibge: { store: digits(7), show: same, inputMode: 'numeric' },
  code: { store: (typed, max) => onlyDigits(typed).slice(0, max ?? 60), show: same, inputMode: 'numeric' },
  // IE: digits, or ISENTO; punctuation dropped.
  ie: { store: (typed) => unmask(typed).slice(0, 14), show: same, inputMode: 'text' },
};

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
 * cpfCnpj, cep, ncm, cfop, phone (masked as typed), ibge, code and ie: the input shows the mask, the
 * form keeps the unmasked characters; the caret stays after the character just typed.
 */
export function MaskedInput(props: InputProps) {
  const { id, name, field, value, onChange, onBlur, inputRef, invalid, describedBy, disabled, required } = props;
  const spec = MASKS[field.kind] ?? MASKS.code!;
  const element = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const stored = typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
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
