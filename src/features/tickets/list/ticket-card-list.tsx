import { memo } from 'react';
import type { ChamadoResumo } from '@generated/api/model';
import { CardList, TableLink, type ListCardsView } from '@/kit';
import { TicketAge } from '../ticket-age';
import { TicketDueDate } from '../ticket-due-date';
import { isOverdue } from '../ticket-overdue';
import { TicketStatusTag } from '../ticket-status-tag';
import { TicketAssignees } from './ticket-assignees';
import { ticketDetailsPath } from './ticket-columns';
import { ticketListTexts as texts } from './ticket-list-texts';
import './ticket-card-list.css';

/**
 * One ticket as a card: its code and age, its assignees, its title (two lines at most: the link to the
 * ticket, covering the card), its customer, its status and, when it has one, its expected completion,
 * marked 'Atrasado' once past.
 */
function TicketCardView({ ticket }: { ticket: ChamadoResumo }) {
  return (
    <div className="ticket-card">
      <div className="ticket-card__meta">
        <span className="ticket-card__code">{texts.codeOf(ticket.codigoSequencial)}</span>
        <TicketAge createdAt={ticket.createdAt} />
        <span className="ticket-card__assignees">
          {ticket.responsaveis.length > 0 ? (
            <TicketAssignees responsaveis={ticket.responsaveis} />
          ) : (
            <span className="ticket-card__nobody">{texts.views.SEM_RESPONSAVEL}</span>
          )}
        </span>
      </div>
      <TableLink to={ticketDetailsPath(ticket.id)} className="list-card__link ticket-card__title">
        {ticket.titulo}
      </TableLink>
      <p className="ticket-card__customer">
        <span className="app-visually-hidden">{texts.customer}: </span>
        {ticket.empresa?.nome ?? texts.none}
      </p>
      <div className="ticket-card__state">
        <TicketStatusTag status={ticket.status} />
        {ticket.dataPrevisaoConclusao && (
          <span className="ticket-card__due">
            <span className="ticket-card__label">{texts.expectedAt}</span>{' '}
            <TicketDueDate ticket={ticket} empty={texts.none} showLabel={isOverdue(ticket)} />
          </span>
        )}
      </div>
    </div>
  );
}

/** A card renders again only when its ticket changes (its age follows the minute clock on its own). */
const TicketCard = memo(TicketCardView);

const renderCard = (ticket: ChamadoResumo) => <TicketCard ticket={ticket} />;

/** The queue on a phone (loaded when first shown: ticketCards): the tickets as cards, in the list's order. */
export function TicketCardList(view: ListCardsView<ChamadoResumo>) {
  return <CardList {...view} renderCard={renderCard} />;
}
