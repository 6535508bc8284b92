import { Dropdown, type DropdownChangeEvent } from '@/ui/primereact/dropdown';
import { usePanelPlacement } from '@/ui/primereact/panel-placement';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ReferenceSource } from '@/kit/choice-types';
import { emptyMessages, uiText } from '@/lib/messages';
import { CLEAR_BUTTON, fieldTexts } from './field-texts';
import './fields.css';
import { REFERENCE_PANEL_CLASS, referenceOptionTemplate } from './reference-option';
import { useDropdownLabelSync } from './use-dropdown-label-sync';
import { rememberReferenceItem, useReferenceOptions, type ReferenceOption } from './use-reference-options';

/** What both reference pickers take besides their value. */
export interface ReferencePickerBaseProps {
  /** Id of the focusable input (a <label htmlFor> names it). */
  id: string;
  source: ReferenceSource;
  /** List params added to the source's (e.g. { empresaId } of a dependent picker). */
  params?: Record<string, unknown>;
  disabled?: boolean;
  invalid?: boolean;
  placeholder?: string;
  'aria-describedby'?: string;
  onBlur?: () => void;
}

export interface ReferencePickerProps extends ReferencePickerBaseProps {
  value: number | null;
  /** The chosen id (null when cleared) and its record. */
  onChange: (value: number | null, item?: { id: number }) => void;
}

/**
 * A searchable picker of one record of another resource (active records only). The panel
 * lists the first page of `source.list` with situacao UNLOCK; typing searches the API (filtros,
 * 400 ms debounce). A value missing from the options (edit forms) is shown through `source.get`.
 * Options whose names repeat show a second line (source.detail: a customer's CNPJ and city). The panel
 * is as wide as the field and follows it and its options while open: it stays inside the window.
 * Keyboard: focus, Enter/Alt+↓ opens, type to search, ↓/↑ and Enter choose, Esc closes; clearable.
 */
export function ReferencePicker(props: ReferencePickerProps) {
  const { id, source, value, onChange, params, disabled, invalid, placeholder, onBlur } = props;
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const { options, setTyped, loading } = useReferenceOptions({
    source,
    params,
    selected: value === null ? [] : [value],
    enabled: opened && !disabled,
  });

  useDropdownLabelSync(id, options.find((option) => option.value === value)?.label ?? '');

  // The panel follows its field (a drawer still sliding in) and the options that arrive: inside the window.
  const dropdown = useRef<Dropdown>(null);
  const placement = usePanelPlacement(dropdown);

  const change = (event: DropdownChangeEvent) => {
    const next = typeof event.value === 'number' ? event.value : null;
    const option = options.find((candidate) => candidate.value === next);
    // The chosen record is kept where pickers and forms look records up by id (its label, the city's UF).
    if (option) rememberReferenceItem(queryClient, source, option.item);
    onChange(next, option?.item);
    // Cleared with the clear button, which then goes away: the focus returns to the field.
    if (next === null) document.getElementById(id)?.focus();
  };

  return (
    <Dropdown
      ref={dropdown}
      inputId={id}
      className="resource-picker"
      panelClassName={REFERENCE_PANEL_CLASS}
      value={value}
      options={options}
      optionLabel="label"
      itemTemplate={referenceOptionTemplate}
      optionValue="value"
      dataKey="value"
      onChange={change}
      onShow={() => setOpened(true)}
      transitionOptions={placement}
      onFocus={() => setOpened(true)}
      onBlur={onBlur}
      filter
      filterBy={'match' satisfies keyof ReferenceOption}
      filterPlaceholder={fieldTexts.search}
      onFilter={(event) => setTyped(event.filter)}
      emptyFilterMessage={loading ? uiText.loading : emptyMessages.noRecords}
      emptyMessage={loading ? uiText.loading : emptyMessages.noRecords}
      showClear
      pt={CLEAR_BUTTON}
      loading={loading && opened}
      disabled={disabled}
      invalid={invalid}
      placeholder={placeholder ?? fieldTexts.select}
      aria-invalid={invalid || undefined}
      aria-describedby={props['aria-describedby']}
    />
  );
}
