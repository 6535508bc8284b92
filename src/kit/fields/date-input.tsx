import { InputText } from '@/ui/primereact/inputtext';
import { applyPattern, onlyDigits } from '@/lib/format/pattern';
import { parseBrDate } from '@/lib/validation/br-date';
import { formatApiDate } from '@/lib/format/date';
import type { InputProps } from '@/kit/field-types';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-MM-dd' → 'dd/MM/yyyy'; anything else (a date being typed) as it is. */
function shown(value: unknown): string {
  if (typeof value !== 'string') return '';
  const iso = ISO_DATE.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

/** A complete, real dd/MM/yyyy → 'yyyy-MM-dd'; a partial or impossible date stays as typed ('Data inválida'). */
function stored(typed: string): string {
  const masked = applyPattern(onlyDigits(typed).slice(0, 8), '##/##/####');
  if (masked.length < 10) return masked;
  const date = parseBrDate(masked);
  return date ? formatApiDate(date) : masked;
}

/** date: typed as dd/MM/yyyy (masked). Value: 'yyyy-MM-dd' once complete and valid ('' when empty). */
export function DateInput(props: InputProps) {
  const { id, name, value, onChange, onBlur, inputRef, invalid, describedBy, disabled, required } = props;
  return (
    <InputText
      id={id}
      name={name}
      ref={inputRef}
      value={shown(value)}
      onChange={(event) => onChange(stored(event.target.value))}
      onBlur={onBlur}
      inputMode="numeric"
      placeholder="dd/mm/aaaa"
      autoComplete="off"
      invalid={invalid}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy}
    />
  );
}
