import { InputNumber, type InputNumberProps } from '@/ui/primereact/inputnumber';
import { PERCENT_SIGN } from '@/lib/format/currency';
import type { InputProps } from '@/kit/field-types';

/**
 * The input shows a value as the list and the view page do (src/lib/format): money and percent with
 * their fixed decimals ('R$ 1.234,56', '19,00%'), a decimal with its declared decimals when it has
 * them (a latitude '-23,550500'), else up to 2.
 */
function formatOptions(props: InputProps): InputNumberProps {
  const { kind, decimals } = props.field;
  switch (kind) {
    case 'currency':
      return {
        mode: 'currency',
        currency: 'BRL',
        minFractionDigits: decimals ?? 2,
        maxFractionDigits: decimals ?? 2,
      };
    case 'percent':
      return { suffix: PERCENT_SIGN, minFractionDigits: decimals ?? 2, maxFractionDigits: decimals ?? 2 };
    case 'integer':
      return { maxFractionDigits: 0, useGrouping: false };
    default:
      return { minFractionDigits: decimals ?? 0, maxFractionDigits: decimals ?? 2 };
  }
}

/**
 * integer, decimal, currency ('R$ 1.234,56'), percent ('12,50%'): pt-BR numbers typed and shown with
 * comma decimals and dot thousands. Value: the number (null when empty).
 */
export function NumberInput(props: InputProps) {
  const { id, name, value, onChange, onBlur, inputRef, invalid, describedBy, disabled, required } = props;
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
      // No min/max here: PrimeReact clamps each keystroke to them (1950–2100 turns a typed 2020 into 2100,
      // 95 into 90 for a latitude), changing what the user typed without a word. The form's rules refuse
      // a value out of range at the field with its message instead.
      {...formatOptions(props)}
      invalid={invalid}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy}
    />
  );
}
