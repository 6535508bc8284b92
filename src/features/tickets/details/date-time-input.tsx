import { Calendar, type CalendarProps } from '@/ui/primereact/calendar';
import { useRef, useState, type Ref } from 'react';

export interface DateTimeInputProps {
  inputId: string;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  onBlur?: () => void;
  /** Earlier days cannot be picked (and earlier times of that day cannot be typed). */
  minDate?: Date;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
}

const isDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/**
 * A date and time, typed as dd/mm/aaaa hh:mm or picked in the calendar panel (opened by its button).
 *
 * PrimeReact's Calendar rewrites its text whenever its `value` changes, and with showTime the date part
 * alone already parses (as 00:00): typing '25/11/2026 14:30' would turn into '25/11/2026 00:00' halfway.
 * So the Calendar keeps the value it shows while the user types (the form still receives every parsed
 * value at once) and catches up on blur or when a date is picked in the panel.
 */
export function DateTimeInput({ inputId, inputRef, name, value, onChange, onBlur, minDate, invalid, disabled, describedBy }: DateTimeInputProps) {
  const [shown, setShown] = useState<Date | null>(value);
  const latest = useRef<Date | null>(value);

  const change: CalendarProps['onChange'] = (event) => {
    const next = isDate(event.value) ? event.value : null;
    latest.current = next;
    if (event.originalEvent?.type !== 'input') setShown(next);
    onChange(next);
  };

  return (
    <Calendar
      inputId={inputId}
      inputRef={inputRef}
      name={name}
      value={shown}
      onChange={change}
      onBlur={() => {
        setShown(latest.current);
        onBlur?.();
      }}
      showTime
      hourFormat="24"
      dateFormat="dd/mm/yy"
      minDate={minDate}
      showIcon
      // Opening on focus would move the focus into the panel and away from the text being typed.
      showOnFocus={false}
      invalid={invalid}
      disabled={disabled}
      // On the text input itself (Calendar's own aria props land on its wrapper); a text keyboard on phones.
      // Calendar hands pt.input to its InputText, which reads pt.root: the typings describe it flat.
      pt={{ input: { root: { 'aria-required': true, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, inputMode: 'text' } } as never }}
    />
  );
}
