import type { ChamadoResumo } from '@generated/api/model';
import { TableLink, type KitColumnDef } from '@/kit';
import { formatDate } from '@/lib/format/date';
import { SETOR_LABELS, STATUS_LABELS } from '@/lib/format/ticket-labels';
import { TicketOpened } from '../ticket-age';
import { TicketDueDate } from '../ticket-due-date';
import { TicketStatusTag } from '../ticket-status-tag';
import { MAX_AVATARS, TicketAssignees } from './ticket-assignees';
import { ticketListTexts as texts } from './ticket-list-texts';

/** The avatars of a ticket's assignees at their widest (ticket-list.css): three of 24 px and a '+N', 2 px apart. */
const ASSIGNEES_WIDTH_PX = MAX_AVATARS * 24 + MAX_AVATARS * 2 + 28;

/** The details page of a ticket. */
export const ticketDetailsPath = (id: number): string => `/dashboard/chamados/${id}/detalhes`;

/** The line under a ticket's title: its customer and the sector it is addressed to. */
export const ticketSubline = (ticket: ChamadoResumo): string =>
  texts.customerAndSector(ticket.empresa?.nome ?? texts.none, SETOR_LABELS[ticket.setor]);

/**
 * The columns of the tickets table. They depend on nothing, so they are built once: the memoised
 * rows of the kit's table render again only when their ticket changes (a ticket's age renders again on its
 * own as the minutes pass).
 *
 * What an agent tells tickets apart by gets the room (the kit's width rule; each `measure` says what it
 * measures of a ticket): the title, in up to two lines, with its customer and sector under it rather than
 * in columns of their own, which at 1280–1366 px left the title and the customer a few words each. Codes,
 * days and the status tag never break; the days carry their time in their title (and on the ticket's page).
 */
export const TICKET_COLUMNS: KitColumnDef<ChamadoResumo>[] = [
  {
    id: 'codigoSequencial',
    header: texts.code,
    cell: ({ row }) => texts.codeOf(row.original.codigoSequencial),
    // No measure: 'Código' and its sort icon are wider than '#1051' (the header decides).
    meta: { sortField: 'codigoSequencial', overflow: 'nowrap' },
  },
  {
    id: 'titulo',
    header: texts.title,
    cell: ({ row }) => (
      <TableLink to={ticketDetailsPath(row.original.id)} className="ticket-list__title">
        {row.original.titulo}
      </TableLink>
    ),
    meta: {
      sortField: 'titulo',
      overflow: 'truncate',
      lead: true,
      // ticket-list.css: the title's link is 600.
      measure: { text: (ticket: ChamadoResumo) => ticket.titulo, weight: 600 },
      subline: (ticket: ChamadoResumo) => ticketSubline(ticket),
    },
  },
  {
    id: 'status',
    header: texts.status,
    cell: ({ row }) => <TicketStatusTag status={row.original.status} />,
    // A tag on one line, as wide as the page's longest ('Aguardando resposta do suporte'): in a row it
    // is 0.75rem, 600, with 0.5rem a side (tickets.css, ticket-list.css).
    meta: {
      sortField: 'status',
      overflow: 'nowrap',
      measure: {
        text: (ticket: ChamadoResumo) => STATUS_LABELS[ticket.status],
        weight: 600,
        size: 12,
        extra: 16,
      },
    },
  },
  {
    id: 'responsaveis',
    header: texts.assignees,
    cell: ({ row }) => <TicketAssignees responsaveis={row.original.responsaveis} />,
    meta: { overflow: 'nowrap', measure: { width: ASSIGNEES_WIDTH_PX } },
  },
  {
    id: 'createdAt',
    header: texts.openedAt,
    // The day and, under it, how long ago ('há 3 dias'): that label alone follows the minute clock.
    cell: ({ row }) => <TicketOpened createdAt={row.original.createdAt} />,
    // No measure: 'Abertura' and its sort icon are wider than '28/10/2026' and 'há 11 meses'.
    meta: { sortField: 'createdAt', overflow: 'nowrap' },
  },
  {
    id: 'dataPrevisaoConclusao',
    header: texts.expectedAt,
    cell: ({ row }) => <TicketDueDate ticket={row.original} empty={texts.none} dateOnly />,
    // An overdue day is 600 with its mark's icon (0.875rem) and gap (0.375rem): room kept for both.
    meta: {
      sortField: 'dataPrevisaoConclusao',
      overflow: 'nowrap',
      measure: {
        text: (ticket: ChamadoResumo) => formatDate(ticket.dataPrevisaoConclusao) || texts.none,
        weight: 600,
        extra: 20,
      },
    },
  },
];
