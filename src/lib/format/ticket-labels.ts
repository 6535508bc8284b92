import type { SetorChamado, StatusAlteravelChamado, StatusChamado } from '@generated/api/model';

/** pt-BR names of the ticket statuses (EM_ABERTO is shown 'Aberto'). */
export const STATUS_LABELS: Readonly<Record<StatusChamado, string>> = {
  EM_ABERTO: 'Aberto',
  EM_ANALISE: 'Em análise',
  A_DESENVOLVER: 'A desenvolver',
  EM_ANDAMENTO: 'Em andamento',
  AGUARDANDO_RESPOSTA_CLIENTE: 'Aguardando resposta do cliente',
  AGUARDANDO_RESPOSTA_SUPORTE: 'Aguardando resposta do suporte',
  FECHADO: 'Fechado',
};

/** pt-BR names of the sectors a ticket is addressed to: SUPORTE, FINANCEIRO, COMERCIAL, OUTROS. */
export const SETOR_LABELS: Readonly<Record<SetorChamado, string>> = {
  SUPORTE: 'Suporte',
  FINANCEIRO: 'Financeiro',
  COMERCIAL: 'Comercial',
  OUTROS: 'Outros',
};

export interface TicketOption<V extends string> {
  value: V;
  label: string;
}

const optionsOf = <V extends string>(labels: Readonly<Record<V, string>>): ReadonlyArray<TicketOption<V>> =>
  (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));

/** Every status, in the order of the workflow. */
export const STATUS_OPTIONS = optionsOf(STATUS_LABELS);
export const SETOR_OPTIONS = optionsOf(SETOR_LABELS);

/** Statuses only the status dialog never offers: opening and closing have their own actions. */
const NOT_CHANGEABLE: ReadonlySet<StatusChamado> = new Set(['EM_ABERTO', 'FECHADO']);

/** The statuses the change-status dialog offers: every status except the current one, EM_ABERTO, FECHADO (and TODOS). */
export function changeableStatuses(current: StatusChamado): Array<TicketOption<StatusAlteravelChamado>> {
  return STATUS_OPTIONS.filter(
    (option): option is TicketOption<StatusAlteravelChamado> =>
      !NOT_CHANGEABLE.has(option.value) && option.value !== current,
  );
}
