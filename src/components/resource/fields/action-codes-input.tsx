import { useQuery } from '@tanstack/react-query';
import { MultiSelect } from 'primereact/multiselect';
import { listaRotinas } from '@generated/api/rotinas/rotinas';
import type { Rotina } from '@generated/api/model';
import { emptyMessages, uiText } from '@/lib/messages';
import { CLEAR_BUTTON, fieldTexts } from './field-texts';
import type { InputProps } from './input-props';
import { useFocusById } from './use-focus-by-id';

interface ActionGroup {
  label: string;
  items: { value: string; label: string }[];
}

/** Every active routine (all pages of 100). */
async function allActiveRoutines(signal: AbortSignal): Promise<Rotina[]> {
  const routines: Rotina[] = [];
  for (let pagina = 1; ; pagina += 1) {
    const page = await listaRotinas({ situacao: 'UNLOCK', pagina, limitePagina: 100, ordenacao: 'descricao,asc' }, undefined, signal);
    routines.push(...page.items);
    if (pagina >= page.totalPaginas || page.items.length === 0) return routines;
  }
}

function groupsOf(routines: readonly Rotina[]): ActionGroup[] {
  return routines
    .filter((rotina) => rotina.acoes.length > 0)
    .map((rotina) => ({
      label: rotina.descricao,
      items: rotina.acoes.map((acao) => ({ value: acao.codigo, label: `${acao.codigo} — ${acao.descricao}` })),
    }));
}

/**
 * actionCodes: permission action codes chosen from the active routines, grouped under each routine's
 * description ('CON_CID — CONSULTAR CIDADES'). Value: the codes (string[]).
 */
export function ActionCodesInput(props: InputProps) {
  const { id, name, value, onChange, onBlur, inputRef, invalid, describedBy, disabled } = props;
  useFocusById(inputRef, id);
  const routines = useQuery({ queryKey: ['reference', 'rotinas', 'acoes'], queryFn: ({ signal }) => allActiveRoutines(signal) });
  const groups = groupsOf(routines.data ?? []);
  const codes = Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];
  const known = new Set(groups.flatMap((group) => group.items.map((item) => item.value)));
  // Codes of the record that no active routine offers any more stay visible (and removable).
  const orphans = codes.filter((code) => !known.has(code));
  const options = orphans.length > 0 ? [...groups, { label: '—', items: orphans.map((code) => ({ value: code, label: code })) }] : groups;
  return (
    <MultiSelect
      inputId={id}
      name={name}
      className="resource-picker"
      value={codes}
      options={options}
      optionGroupLabel="label"
      optionGroupChildren="items"
      optionLabel="label"
      optionValue="value"
      onChange={(event) => onChange(Array.isArray(event.value) ? event.value : [])}
      onBlur={onBlur}
      display="chip"
      maxSelectedLabels={5}
      selectedItemsLabel={fieldTexts.selectedCount(2).replace('2', '{0}')}
      filter
      filterPlaceholder={fieldTexts.search}
      emptyFilterMessage={emptyMessages.noRecords}
      emptyMessage={routines.isFetching ? uiText.loading : emptyMessages.noRecords}
      loading={routines.isFetching}
      showClear
      pt={CLEAR_BUTTON}
      placeholder={fieldTexts.actionCodes.placeholder}
      invalid={invalid}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
