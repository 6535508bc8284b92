import { InputText } from '@/ui/primereact/inputtext';
import { fieldTexts } from '@/kit/fields/field-texts';
import { ReferencePicker } from '@/kit/fields/reference-picker';
import { uppercaseInPlace } from '@/lib/forms/uppercase-input';
import { UFS } from '@/lib/validation/br-rules';
import type { ListFilter } from '../kit-types';
import { FilterSlot } from './views/filter-slot';
import { DateFilterInput, NumberFilterInput } from './filter-typed-inputs';
import { lazyListTexts } from './lazy-list-texts';
import { listTexts } from './list-texts';

interface FilterFieldProps {
  id: string;
  filter: ListFilter;
  /** The filter's value as text, undefined when unset. */
  value: string | undefined;
  /** The API value of the filter it depends on (dependsOn); undefined while that one is unset. */
  parentValue?: unknown;
  /** Label of the filter it depends on ('Informe Cliente primeiro' while that one is unset). */
  parentLabel?: string;
  onChange: (value: string | null) => void;
}

const UF_OPTIONS = UFS.map((uf) => ({ label: uf, value: uf }));
const BOOLEAN_OPTIONS = [
  { label: lazyListTexts.filterAny, value: '' },
  { label: listTexts.yes, value: 'true' },
  { label: listTexts.no, value: 'false' },
];

/** One advanced filter with its label and the input of its kind. */
export function FilterField({ id, filter, value, parentValue, parentLabel, onChange }: FilterFieldProps) {
  // A dependent reference waits for its parent: disabled, and it says which filter comes first.
  const waiting = filter.kind === 'reference' && filter.dependsOn !== undefined && parentValue === undefined;
  return (
    <FilterSlot id={id} label={filter.label}>
      <FilterInput
        id={id}
        filter={filter}
        value={value}
        parentValue={parentValue}
        onChange={onChange}
        describedBy={waiting ? `${id}-hint` : undefined}
      />
      {waiting && (
        <small id={`${id}-hint`} className="resource-list__filter-hint">
          {fieldTexts.chooseFirst(parentLabel ?? filter.dependsOn?.field ?? '')}
        </small>
      )}
    </FilterSlot>
  );
}

function FilterInput({
  id,
  filter,
  value,
  parentValue,
  describedBy,
  onChange,
}: Omit<FilterFieldProps, 'parentLabel'> & { describedBy?: string }) {
  switch (filter.kind) {
    case 'text':
    case 'upper':
    case 'code':
      return (
        <InputText
          id={id}
          value={value ?? ''}
          inputMode={filter.kind === 'code' ? 'numeric' : undefined}
          maxLength={filter.maxLength}
          onChange={(event) => {
            if (filter.kind === 'upper') onChange(uppercaseInPlace(event));
            else if (filter.kind === 'code') onChange(event.target.value.replace(/\D/g, ''));
            else onChange(event.target.value);
          }}
          className="p-inputtext-sm resource-list__filter-input"
          autoComplete="off"
        />
      );
    case 'uf':
    case 'enum':
    case 'boolean': {
      const options =
        filter.kind === 'uf'
          ? UF_OPTIONS
          : filter.kind === 'boolean'
            ? BOOLEAN_OPTIONS
            : (filter.options ?? []).map((option) => ({ label: option.label, value: String(option.value) }));
      return (
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          className="p-inputtext p-component p-inputtext-sm resource-list__filter-input"
        >
          {filter.kind !== 'boolean' && (
            <option value="">{filter.kind === 'uf' ? lazyListTexts.anyUf : lazyListTexts.filterAny}</option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    }
    case 'integer':
    case 'decimal':
    case 'currency':
      return <NumberFilterInput id={id} kind={filter.kind} value={value} onChange={onChange} />;
    case 'date':
      return <DateFilterInput id={id} value={value} onChange={onChange} />;
    case 'reference': {
      if (!filter.reference) return null;
      const dependency = filter.dependsOn;
      const waiting = dependency !== undefined && parentValue === undefined;
      return (
        <ReferencePicker
          id={id}
          source={filter.reference}
          value={value === undefined ? null : Number(value)}
          onChange={(next) => onChange(next === null ? null : String(next))}
          params={dependency && !waiting ? { [dependency.param]: parentValue } : undefined}
          disabled={waiting}
          aria-describedby={describedBy}
        />
      );
    }
  }
}
