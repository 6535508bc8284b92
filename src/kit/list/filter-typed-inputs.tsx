import { InputMask, type InputMaskChangeEvent } from '@/ui/primereact/inputmask';
import { InputNumber } from '@/ui/primereact/inputnumber';
import { useState } from 'react';
import { formatApiDate, formatDate } from '@/lib/format/date';
import { validationMessages } from '@/lib/messages';
import { parseBrDate } from '@/lib/validation/br-date';
import type { FilterKind } from '../field-types';
import { lazyListTexts } from './lazy-list-texts';

interface TypedInputProps {
  id: string;
  /** The filter value as text (see filter-values.ts): '12.5', '2024-03-05'. */
  value: string | undefined;
  onChange: (value: string | null) => void;
}

const NUMBER_FORMATS: Partial<Record<FilterKind, object>> = {
  integer: { useGrouping: false, maxFractionDigits: 0 },
  decimal: { locale: 'pt-BR', minFractionDigits: 0, maxFractionDigits: 4 },
  currency: { mode: 'currency', currency: 'BRL', locale: 'pt-BR' },
};

/** Integer, decimal (pt-BR comma) and currency (R$) filters. */
export function NumberFilterInput({ id, value, onChange, kind }: TypedInputProps & { kind: FilterKind }) {
  return (
    <InputNumber
      inputId={id}
      value={value === undefined ? null : Number(value)}
      onValueChange={(event) => onChange(typeof event.value === 'number' ? String(event.value) : null)}
      className="p-inputtext-sm resource-list__filter-input"
      {...NUMBER_FORMATS[kind]}
    />
  );
}

/**
 * A date typed as dd/MM/yyyy, kept as yyyy-MM-dd (the API's form). A complete but impossible
 * date shows 'Data inválida' and sets nothing; `error` shows another message at the field (a range
 * whose end comes before its start).
 */
export function DateFilterInput({ id, value, onChange, error }: TypedInputProps & { error?: string }) {
  const [text, setText] = useState(value ? formatDate(value) : '');
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value ? formatDate(value) : '');
  }
  const complete = /^\d{2}\/\d{2}\/\d{4}$/.test(text);
  const message = complete && parseBrDate(text) === null ? validationMessages.date : error;
  const invalid = message !== undefined;
  const errorId = `${id}-error`;

  const change = (event: InputMaskChangeEvent) => {
    const next = event.value ?? '';
    setText(next);
    const date = /^\d{2}\/\d{2}\/\d{4}$/.test(next) ? parseBrDate(next) : null;
    const iso = date ? formatApiDate(date) : null;
    setShown(iso ?? undefined);
    onChange(iso);
  };

  return (
    <>
      <InputMask
        id={id}
        mask="99/99/9999"
        slotChar="_"
        autoClear={false}
        placeholder={lazyListTexts.datePlaceholder}
        value={text}
        onChange={change}
        invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className="p-inputtext-sm resource-list__filter-input"
      />
      {invalid && (
        <small id={errorId} className="p-error">
          {message}
        </small>
      )}
    </>
  );
}
