import { StatusChamado } from '@generated/api/model';
import type { StoredChamado } from './database';
import { htmlText } from './text-search';

/*
 * The rules of the tickets queue's views and of "sem resposta" (the contract's atrasados,
 * semResponsavel, semRespostaHoras and the count's visoes), shared by the handlers and the seed: the
 * seeded notification "N chamados … sem resposta há mais de 24 horas" counts its N with them.
 */

const HOUR = 3_600_000;

/** Every status but FECHADO: the statuses the views 'Sem responsável' and 'Meus' send. */
export const NOT_CLOSED_STATUSES: readonly StatusChamado[] = Object.values(StatusChamado).filter(
  (status) => status !== 'FECHADO',
);

/** The hours of the seeded notification of tickets waiting on support, and of the list its action opens. */
export const UNANSWERED_NOTICE_HOURS = 24;

/** Not closed and with an expected completion before `nowMs` (a ticket without one is never late). */
export function isOverdueAt(
  ticket: Pick<StoredChamado, 'status' | 'dataPrevisaoConclusao'>,
  nowMs: number,
): boolean {
  if (ticket.status === 'FECHADO' || !ticket.dataPrevisaoConclusao) return false;
  return new Date(ticket.dataPrevisaoConclusao).getTime() < nowMs;
}

export const isUnassigned = (ticket: Pick<StoredChamado, 'responsaveis'>): boolean =>
  ticket.responsaveis.length === 0;

export const isAssignedTo = (ticket: Pick<StoredChamado, 'responsaveis'>, userId: number): boolean =>
  ticket.responsaveis.some((responsavel) => responsavel.usuarioId === userId);

/**
 * Since when (ms) a ticket not closed waits for the support's answer: the first of the customer's
 * words not answered yet (the opening, or the customer's first comment after the support's last public
 * one); null when the support's public comment is the last word, or the ticket is closed. Private
 * comments (notes among the staff) answer nobody.
 */
export function waitingOnSupportSince(
  ticket: Pick<StoredChamado, 'status' | 'createdAt' | 'comentarios'>,
): number | null {
  if (ticket.status === 'FECHADO') return null;
  let since: number | null = new Date(ticket.createdAt).getTime();
  const thread = [...ticket.comentarios].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
  );
  for (const comment of thread) {
    if (comment.origem === 'SUPORTE' && !comment.privado) since = null;
    else if (comment.origem === 'CLIENTE' && since === null) since = new Date(comment.createdAt).getTime();
  }
  return since;
}

/** Waiting for the support's answer for more than `hours` hours at `nowMs` (semRespostaHoras). */
export function isUnansweredFor(
  ticket: Pick<StoredChamado, 'status' | 'createdAt' | 'comentarios'>,
  hours: number,
  nowMs: number,
): boolean {
  const since = waitingOnSupportSince(ticket);
  return since !== null && nowMs - since > hours * HOUR;
}

/** The open tickets (EM_ABERTO) waiting on support for more than a day: the seeded notification's N. */
export function unansweredOpenTickets(tickets: readonly StoredChamado[], nowMs: number): StoredChamado[] {
  return tickets.filter(
    (ticket) => ticket.status === 'EM_ABERTO' && isUnansweredFor(ticket, UNANSWERED_NOTICE_HOURS, nowMs),
  );
}

/** The route of that notification's action: the open tab with the same filter. */
export const UNANSWERED_NOTICE_ROUTE = `/dashboard/chamados?semRespostaHoras=${UNANSWERED_NOTICE_HOURS}`;

/**
 * What the queue's search looks through (filtros): the code, the title, the customer's name, the
 * description and every comment (the private ones too: only the staff search), whatever the status.
 * The rich texts are searched for their words, not their markup.
 */
export function ticketSearchText(
  ticket: Pick<StoredChamado, 'codigoSequencial' | 'titulo' | 'empresa' | 'descricao' | 'comentarios'>,
): string {
  const comments = ticket.comentarios.map((comment) => htmlText(comment.comentario));
  return [
    ticket.codigoSequencial,
    ticket.titulo,
    ticket.empresa?.nome ?? '',
    htmlText(ticket.descricao),
    ...comments,
  ].join(' ');
}
