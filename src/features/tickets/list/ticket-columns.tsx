import type { ChamadoResumo } from '@generated/api/model';
import { TableLink, type KitColumnDef } from '@/kit';
import { formatDateTime } from '@/lib/format/date';
import { SETOR_LABELS } from '@/lib/format/ticket-labels';
import { TicketStatusTag } from '../ticket-status-tag';
import { TicketAssignees } from './ticket-assignees';
import { ticketListTexts as texts } from './ticket-list-texts';

/** The details page of a ticket. */
export const ticketDetailsPath = (id: number): string => `/dashboard/chamados/${id}/detalhes`;

/**
 * The columns of the tickets table. They depend on nothing, so they are built once: the memoised
 * rows of the kit's table render again only when their ticket changes.
 */
export const TICKET_COLUMNS: KitColumnDef<ChamadoResumo>[] = [
  {
    id: 'codigoSequencial',
    header: texts.code,
    cell: ({ row }) => texts.codeOf(row.original.codigoSequencial),
    meta: { sortField: 'codigoSequencial' },
  },
  {
    id: 'titulo',
    header: texts.title,
    cell: ({ row }) => (
      <TableLink to={ticketDetailsPath(row.original.id)} className="ticket-list__title">
        {row.original.titulo}
      </TableLink>
    ),
    meta: { sortField: 'titulo' },
  },
  { id: 'setor', header: texts.setor, cell: ({ row }) => SETOR_LABELS[row.original.setor], meta: { sortField: 'setor' } },
  {
    id: 'status',
    header: texts.status,
    cell: ({ row }) => <TicketStatusTag status={row.original.status} />,
    meta: { sortField: 'status' },
  },
  {
    id: 'responsaveis',
    header: texts.assignees,
    cell: ({ row }) => <TicketAssignees responsaveis={row.original.responsaveis} />,
  },
  {
    id: 'createdAt',
    header: texts.openedAt,
    cell: ({ row }) => formatDateTime(row.original.createdAt),
    meta: { sortField: 'createdAt' },
  },
  {
    id: 'dataPrevisaoConclusao',
    header: texts.expectedAt,
    cell: ({ row }) => formatDateTime(row.original.dataPrevisaoConclusao) || texts.none,
    meta: { sortField: 'dataPrevisaoConclusao' },
  },
];
