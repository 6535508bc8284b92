import { useId } from 'react';
import { empresasReference } from '@generated/tables/references/empresas';
import {
  DateFilterInput,
  FilterSlot,
  FiltersDrawerShell,
  MultiChoiceInput,
  ReferencePicker,
  type ListFiltersDrawerProps,
} from '@/kit';
import { SETOR_OPTIONS, STATUS_OPTIONS } from '@/lib/format/ticket-labels';
import {
  dateRangeErrors,
  NO_TICKET_FILTERS,
  withTicketFilter,
  type DateFilter,
  type TicketFilters,
} from './ticket-filters';
import { ticketListTexts as texts } from './ticket-list-texts';

const DATE_FIELDS: ReadonlyArray<{ name: DateFilter; label: string }> = [
  { name: 'dataAberturaInicio', label: texts.openedFrom },
  { name: 'dataAberturaFim', label: texts.openedUntil },
  { name: 'dataFechamentoInicio', label: texts.closedFrom },
  { name: 'dataFechamentoFim', label: texts.closedUntil },
];

/** The two lists of choices: any of the chosen statuses, any of the chosen setores. */
const CHOICE_FIELDS = [
  { name: 'status', label: texts.statusFilter, options: STATUS_OPTIONS },
  { name: 'setor', label: texts.setorFilter, options: SETOR_OPTIONS },
] as const;

const validRanges = (draft: TicketFilters) => Object.keys(dateRangeErrors(draft)).length === 0;

/**
 * The tickets' 'Filtros' drawer: status and setor lists (any of them; none chosen is no filter), the
 * customer, and the opening and closing date ranges (an end before its start is refused at the field). 'Limpar
 * filtros' (onClear) goes back to the initial state: tab EM_ABERTO, no filters.
 */
export function TicketFiltersDrawer(props: ListFiltersDrawerProps<TicketFilters>) {
  const ids = useId();
  return (
    <FiltersDrawerShell
      {...props}
      empty={NO_TICKET_FILTERS}
      initialFocusId={`${ids}-status`}
      valid={validRanges}
    >
      {(draft, setDraft) => {
        const errors = dateRangeErrors(draft);
        return (
          <>
            {CHOICE_FIELDS.map(({ name, label, options }) => (
              <FilterSlot key={name} id={`${ids}-${name}`} label={label}>
                <MultiChoiceInput
                  id={`${ids}-${name}`}
                  value={draft[name]}
                  options={options}
                  placeholder={texts.anyOption}
                  onChange={(chosen) => setDraft((current) => ({ ...current, [name]: chosen }))}
                />
              </FilterSlot>
            ))}
            <FilterSlot id={`${ids}-empresaId`} label={texts.customerFilter}>
              <ReferencePicker
                id={`${ids}-empresaId`}
                source={empresasReference}
                value={draft.empresaId ? Number(draft.empresaId) : null}
                placeholder={texts.customerAny}
                onChange={(id) =>
                  setDraft((current) =>
                    withTicketFilter(current, 'empresaId', id === null ? null : String(id)),
                  )
                }
              />
            </FilterSlot>
            <div className="ticket-list__dates">
              {DATE_FIELDS.map(({ name, label }) => (
                <FilterSlot key={name} id={`${ids}-${name}`} label={label}>
                  <DateFilterInput
                    id={`${ids}-${name}`}
                    value={draft[name]}
                    error={errors[name]}
                    onChange={(value) => setDraft((current) => withTicketFilter(current, name, value))}
                  />
                </FilterSlot>
              ))}
            </div>
          </>
        );
      }}
    </FiltersDrawerShell>
  );
}
