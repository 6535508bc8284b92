import { Calendar, type CalendarProps } from '@/ui/primereact/calendar';
import { useRef, useState, type FormEvent, type Ref } from 'react';

export interface DateTimeInputProps {
  inputId: string;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  /**
   * The moment typed or picked; null while the field is empty; an invalid Date (NaN) while its text is
   * not a date and time (the form says 'Data inválida').
   */
  value: Date | null;
  onChange: (value: Date | null) => void;
  onBlur?: () => void;
  /** Earlier days cannot be picked in the panel. A moment typed before it is kept, for the form to refuse with its message. */
  minDate?: Date;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
}

const TYPED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/;

/**
 * The moment a text typed as dd/mm/aaaa hh:mm (or dd/mm/aaaa, at 00:00, as the panel takes it) stands
 * for: null when empty, an invalid Date when it is none (31/02, 25:00, half typed), else that moment in
 * the browser's time zone, past or not.
 */
export function parseTypedDateTime(text: string): Date | null {
  const typed = text.trim();
  if (typed === '') return null;
  const match = TYPED.exec(typed);
  if (!match) return new Date(Number.NaN);
  const [day, month, year, hour = 0, minute = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const date = new Date(year, month - 1, day, hour, minute);
  const same =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute;
  return same ? date : new Date(Number.NaN);
}

const isDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/**
 * A date and time, typed as dd/mm/aaaa hh:mm or picked in the calendar panel (opened by its button).
 *
 * What is typed stays as typed: PrimeReact's Calendar takes a typed moment only when it could be picked
 * (a past one is dropped) and rewrites its text from its value on blur, so a past date would vanish and
 * the form say 'Campo obrigatório'. Here the text is read by parseTypedDateTime and every moment goes to
 * the form, past ones included ('Não pode ser anterior a data atual'), an impossible one as an invalid
 * Date ('Data inválida'); on blur the Calendar shows the moment taken or, for text that is none, the text
 * itself (keepInvalid). Also: with showTime the date part alone already parses (as 00:00), so the
 * Calendar keeps the value it shows while the user types and catches up on blur or when a date is
 * picked in the panel.
 */
export function DateTimeInput({
  inputId,
  inputRef,
  name,
  value,
  onChange,
  onBlur,
  minDate,
  invalid,
  disabled,
  describedBy,
}: DateTimeInputProps) {
  /** What the Calendar shows: a moment, or (keepInvalid) the text typed that is none. */
  const [shown, setShown] = useState<Date | string | null>(value);
  const typed = useRef<{ text: string; value: Date | null } | null>(null);

  const input = (event: FormEvent<HTMLInputElement>) => {
    const text = (event.target as HTMLInputElement).value;
    const parsed = parseTypedDateTime(text);
    typed.current = { text, value: parsed };
    onChange(parsed);
  };

  const change: CalendarProps['onChange'] = (event) => {
    // Typing is read by `input` (the Calendar drops past moments and reports half-typed text as none).
    if (event.originalEvent?.type === 'input') return;
    const next = isDate(event.value) ? event.value : null;
    typed.current = null;
    setShown(next);
    onChange(next);
  };

  return (
    <Calendar
      inputId={inputId}
      inputRef={inputRef}
      name={name}
      value={shown as Date | null}
      onChange={change}
      onInput={input}
      onBlur={() => {
        const last = typed.current;
        if (last) setShown(last.value === null || isDate(last.value) ? last.value : last.text);
        onBlur?.();
      }}
      keepInvalid
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
      pt={{
        input: {
          root: {
            'aria-required': true,
            'aria-invalid': invalid || undefined,
            'aria-describedby': describedBy,
            inputMode: 'text',
          },
        } as never,
      }}
    />
  );
}
