import type { ChamadoResumo } from '@generated/api/model';
import { TableLink, type KitColumnDef } from '@/kit';
import { SETOR_LABELS } from '@/lib/format/ticket-labels';
import { TicketOpened } from '../ticket-age';
import { TicketDueDate } from '../ticket-due-date';
import { TicketStatusTag } from '../ticket-status-tag';
import { TicketAssignees } from './ticket-assignees';
import { ticketListTexts as texts } from './ticket-list-texts';

/** The details page of a ticket. */
export const ticketDetailsPath = (id: number): string => `/dashboard/chamados/${id}/detalhes`;

/**
 * The columns of the tickets table. They depend on nothing, so they are built once: the memoised
 * rows of the kit's table render again only when their ticket changes (a ticket's age renders again on its
 * own as the minutes pass). Codes and dates never
 * break; the title (which takes the spare room first) and the customer are cut on one line (the kit
 * shows the whole text on hover).
 */
export const TICKET_COLUMNS: KitColumnDef<ChamadoResumo>[] = [
  {
    id: 'codigoSequencial',
    header: texts.code,
    cell: ({ row }) => texts.codeOf(row.original.codigoSequencial),
    meta: { sortField: 'codigoSequencial', fit: 'nowrap' },
  },
  {
    id: 'titulo',
    header: texts.title,
    cell: ({ row }) => (
      <TableLink to={ticketDetailsPath(row.original.id)} className="ticket-list__title">
        {row.original.titulo}
      </TableLink>
    ),
    meta: { sortField: 'titulo', fit: 'truncate', lead: true },
  },
  {
    id: 'empresa',
    header: texts.customer,
    cell: ({ row }) => row.original.empresa?.nome ?? texts.none,
    meta: { sortField: 'empresa.nome', fit: 'truncate' },
  },
  {
    id: 'setor',
    header: texts.setor,
    cell: ({ row }) => SETOR_LABELS[row.original.setor],
    meta: { sortField: 'setor', fit: 'nowrap' },
  },
  {
    id: 'status',
    header: texts.status,
    cell: ({ row }) => <TicketStatusTag status={row.original.status} />,
    // A status is a label, not a value read whole: the long ones ('Aguardando resposta do suporte')
    // take two lines inside their tag and leave the title room.
    meta: { sortField: 'status' },
  },
  {
    id: 'responsaveis',
    header: texts.assignees,
    cell: ({ row }) => <TicketAssignees responsaveis={row.original.responsaveis} />,
    meta: { fit: 'nowrap' },
  },
  {
    id: 'createdAt',
    header: texts.openedAt,
    // The date and, under it, how long ago ('há 3 dias'): that label alone follows the minute clock.
    cell: ({ row }) => <TicketOpened createdAt={row.original.createdAt} />,
    meta: { sortField: 'createdAt', fit: 'nowrap' },
  },
  {
    id: 'dataPrevisaoConclusao',
    header: texts.expectedAt,
    cell: ({ row }) => <TicketDueDate ticket={row.original} empty={texts.none} />,
    meta: { sortField: 'dataPrevisaoConclusao', fit: 'nowrap' },
  },
];
