import { MultiSelect, type MultiSelectChangeEvent } from '@/ui/primereact/multiselect';
import { usePanelPlacement } from '@/ui/primereact/panel-placement';
import { useRef, useState } from 'react';
import { emptyMessages, uiText } from '@/lib/messages';
import { CLEAR_BUTTON, fieldTexts } from './field-texts';
import './fields.css';
import { REFERENCE_PANEL_CLASS, referenceOptionTemplate } from './reference-option';
import type { ReferencePickerBaseProps } from './reference-picker';
import { useReferenceOptions, type ReferenceOption } from './use-reference-options';

/** Chips shown before the field summarises the choice as 'N selecionados'. */
const MAX_CHIPS = 5;

export interface ReferenceMultiPickerProps extends ReferencePickerBaseProps {
  value: number[];
  onChange: (value: number[], items: { id: number }[]) => void;
}

/**
 * Several records of another resource (kind 'references'): the same data rules as ReferencePicker
 * (active records, API search with 400 ms debounce, chosen records resolved with source.get), shown
 * as removable chips, then as a count past five; options whose names repeat show their detail too.
 */
export function ReferenceMultiPicker(props: ReferenceMultiPickerProps) {
  const { id, source, value, onChange, params, disabled, invalid, placeholder, onBlur } = props;
  const [opened, setOpened] = useState(false);
  const { options, setTyped, loading } = useReferenceOptions({
    source,
    params,
    selected: value,
    enabled: opened && !disabled,
  });

  // The panel follows its field and the options that arrive: inside the window.
  const multiSelect = useRef<MultiSelect>(null);
  const placement = usePanelPlacement(multiSelect);

  const change = (event: MultiSelectChangeEvent) => {
    const next = Array.isArray(event.value)
      ? (event.value as unknown[]).filter((v): v is number => typeof v === 'number')
      : [];
    const items = next.flatMap((chosen) => options.find((option) => option.value === chosen)?.item ?? []);
    onChange(next, items);
  };

  return (
    <MultiSelect
      ref={multiSelect}
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
      display="chip"
      maxSelectedLabels={MAX_CHIPS}
      selectedItemsLabel={fieldTexts.selectedCount(2).replace('2', '{0}')}
      filter
      filterBy={'match' satisfies keyof ReferenceOption}
      filterPlaceholder={fieldTexts.search}
      onFilter={(event) => setTyped(event.filter)}
      emptyFilterMessage={loading ? uiText.loading : emptyMessages.noRecords}
      emptyMessage={loading ? uiText.loading : emptyMessages.noRecords}
      showSelectAll={false}
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
