import { InputNumber, type InputNumberProps } from 'primereact/inputnumber';
import type { InputProps } from './input-props';

function formatOptions(props: InputProps): InputNumberProps {
  const { kind, decimals } = props.field;
  switch (kind) {
    case 'currency':
      return { mode: 'currency', currency: 'BRL', minFractionDigits: decimals ?? 2, maxFractionDigits: decimals ?? 2 };
    case 'percent':
      return { suffix: ' %', minFractionDigits: 0, maxFractionDigits: decimals ?? 2 };
    case 'integer':
      return { maxFractionDigits: 0, useGrouping: false };
    default:
      return { minFractionDigits: 0, maxFractionDigits: decimals ?? 2 };
  }
}

/**
 * integer, decimal, currency ('R$ 1.234,56'), percent ('12,5 %'): pt-BR numbers typed and shown with
 * comma decimals and dot thousands. Value: the number (null when empty).
 */
export function NumberInput(props: InputProps) {
  const { id, name, field, value, onChange, onBlur, inputRef, invalid, describedBy, disabled, required } = props;
  return (
    <InputNumber
      inputId={id}
      name={name}
      inputRef={inputRef}
      value={typeof value === 'number' ? value : null}
      // onChange on each keystroke, onValueChange on blur and spin.
      onChange={(event) => onChange(typeof event.value === 'number' ? event.value : null)}
      onValueChange={(event) => onChange(typeof event.value === 'number' ? event.value : null)}
      onBlur={onBlur}
      locale="pt-BR"
      min={field.min}
      max={field.max}
      {...formatOptions(props)}
      invalid={invalid}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy}
    />
  );
}
