import type { EventoChamado, MudancaResponsaveisChamado, ResponsavelChamado } from '@generated/api/model';
import type { MockDatabase } from './database';

/** An event as a handler or the seed describes it: the database gives it its id. */
export type NewTicketEvent = Omit<EventoChamado, 'id'>;

/**
 * Keeps a ticket's changes (the contract's buscaHistoricoChamado) in a store of their own, by ticket
 * id, rather than on the ticket: the ticket's answer (asked every 15 s by an open page) stays as it is.
 */
export function recordTicketEvents(
  db: MockDatabase,
  ticketId: number,
  events: readonly NewTicketEvent[],
): void {
  if (events.length === 0) return;
  const kept = db.historicoChamados[ticketId] ?? [];
  db.historicoChamados[ticketId] = [
    ...kept,
    ...events.map((event) => ({ ...event, id: db.counters.eventoChamado++ })),
  ];
}

/** A ticket's events, oldest first (ties in the order they were recorded). */
export function ticketHistory(db: MockDatabase, ticketId: number): EventoChamado[] {
  return [...(db.historicoChamados[ticketId] ?? [])].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
  );
}

/** Who joined and who left the assignees, or null when the set is the same. */
export function assigneeChange(
  before: readonly ResponsavelChamado[],
  after: readonly ResponsavelChamado[],
): MudancaResponsaveisChamado | null {
  const ids = (list: readonly ResponsavelChamado[]) =>
    new Set(list.map((responsavel) => responsavel.usuarioId));
  const had = ids(before);
  const has = ids(after);
  const adicionados = after.filter((responsavel) => !had.has(responsavel.usuarioId)).map((r) => r.usuario);
  const removidos = before.filter((responsavel) => !has.has(responsavel.usuarioId)).map((r) => r.usuario);
  return adicionados.length + removidos.length > 0 ? { adicionados, removidos } : null;
}
