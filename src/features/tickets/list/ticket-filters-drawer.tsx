import { Button } from 'primereact/button';
import { MultiSelect } from 'primereact/multiselect';
import { useId, useState, type FormEvent } from 'react';
import { DateFilterInput } from '@/components/resource/list/filter-typed-inputs';
import { RightDrawer } from '@/components/right-drawer';
import { SETOR_OPTIONS, STATUS_OPTIONS } from '@/lib/format/ticket-labels';
import { uiText } from '@/lib/messages';
import {
  countTicketFilters,
  dateRangeErrors,
  NO_TICKET_FILTERS,
  orderedSetor,
  orderedStatus,
  sameTicketFilters,
  withDate,
  type DateFilter,
  type TicketFilters,
} from './ticket-filters';
import { ticketListTexts as texts } from './ticket-list-texts';

export interface TicketFiltersDrawerProps {
  visible: boolean;
  onHide: () => void;
  /** The filters in force (URL). */
  applied: TicketFilters;
  onApply: (filters: TicketFilters) => void;
  /** Back to the initial state (tab EM_ABERTO, no filters). */
  onClear: () => void;
}

const STATUS_CHOICES = [...STATUS_OPTIONS];
const SETOR_CHOICES = [...SETOR_OPTIONS];
const DATE_FIELDS: ReadonlyArray<{ name: DateFilter; label: string }> = [
  { name: 'dataAberturaInicio', label: texts.openedFrom },
  { name: 'dataAberturaFim', label: texts.openedUntil },
  { name: 'dataFechamentoInicio', label: texts.closedFrom },
  { name: 'dataFechamentoFim', label: texts.closedUntil },
];

interface ChoiceFilterProps<V extends string> {
  id: string;
  label: string;
  value: readonly V[];
  options: Array<{ value: V; label: string }>;
  onChange: (value: V[]) => void;
}

/** A list of choices of the drawer (status, setor): any of them; none chosen is no filter. */
function ChoiceFilter<V extends string>({ id, label, value, options, onChange }: ChoiceFilterProps<V>) {
  return (
    <div className="resource-list__filter">
      <label htmlFor={id} className="resource-list__filter-label">
        {label}
      </label>
      <MultiSelect
        inputId={id}
        value={value}
        options={options}
        optionLabel="label"
        optionValue="value"
        display="chip"
        showSelectAll={false}
        placeholder={texts.anyOption}
        className="ticket-list__multi"
        onChange={(event) => onChange(event.value as V[])}
      />
    </div>
  );
}

/**
 * The tickets' 'Filtros' drawer, edited as a draft: status and setor lists, and the opening
 * and closing date ranges (an end before its start is refused at the field). 'Limpar filtros'
 * (enabled when a filter is set) resets the list to its initial state; 'Aplicar' (enabled when the
 * draft differs from the filters in force) applies; 'Fechar' drops the draft.
 */
export function TicketFiltersDrawer({ visible, onHide, applied, onApply, onClear }: TicketFiltersDrawerProps) {
  const ids = useId();
  const [draft, setDraft] = useState(applied);
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setDraft(applied);
  }
  const errors = dateRangeErrors(draft);
  const valid = Object.keys(errors).length === 0;
  const changed = !sameTicketFilters(draft, applied);
  const anySet = countTicketFilters(draft) > 0 || countTicketFilters(applied) > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || !valid) return;
    onApply(draft);
    onHide();
  };

  return (
    <RightDrawer
      visible={visible}
      onHide={onHide}
      title={uiText.filters}
      className="resource-list__filters-drawer"
      initialFocusId={`${ids}-status`}
    >
      <form className="resource-list__drawer-body" noValidate onSubmit={submit}>
        <div className="resource-list__filters">
          <ChoiceFilter
            id={`${ids}-status`}
            label={texts.statusFilter}
            value={draft.status}
            options={STATUS_CHOICES}
            onChange={(status) => setDraft((current) => ({ ...current, status: orderedStatus(status) }))}
          />
          <ChoiceFilter
            id={`${ids}-setor`}
            label={texts.setorFilter}
            value={draft.setor}
            options={SETOR_CHOICES}
            onChange={(setor) => setDraft((current) => ({ ...current, setor: orderedSetor(setor) }))}
          />
          <div className="ticket-list__dates">
            {DATE_FIELDS.map(({ name, label }) => (
              <div key={name} className="resource-list__filter">
                <label htmlFor={`${ids}-${name}`} className="resource-list__filter-label">
                  {label}
                </label>
                <DateFilterInput
                  id={`${ids}-${name}`}
                  value={draft[name]}
                  error={errors[name]}
                  onChange={(value) => setDraft((current) => withDate(current, name, value))}
                />
              </div>
            ))}
          </div>
        </div>
        <div className="resource-list__drawer-actions">
          <Button
            type="button"
            size="small"
            text
            label={uiText.clearFilters}
            disabled={!anySet}
            onClick={() => {
              setDraft(NO_TICKET_FILTERS);
              onClear();
              onHide();
            }}
          />
          <Button type="button" size="small" outlined label={uiText.close} onClick={onHide} />
          <Button type="submit" size="small" label={uiText.apply} disabled={!changed || !valid} />
        </div>
      </form>
    </RightDrawer>
  );
}
