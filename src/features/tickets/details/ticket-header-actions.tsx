import { Button } from '@/ui/button';
import type { Chamado } from '@generated/api/model';
import { headerButton, usePermittedTicketActions, type TicketActionKind } from './ticket-actions';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import { isClosedTicket } from '../ticket-closed';

export interface TicketHeaderActionsProps {
  chamado: Chamado;
  /** Opens the dialog of one of the ticket's actions (ticket-actions.ts). */
  onAction: (kind: TicketActionKind) => void;
  /** Takes the user to the reply box below the thread (focused), however long the thread. */
  onReply: () => void;
}

/**
 * The header's row of actions. An open ticket: 'Responder', then each action's button, outlined but for
 * the one that ends something. A closed ticket: why it offers so little, and its only action ('Reabrir').
 * On a phone the row is one compact bar: 'Responder' with its word, the others as icons named by their
 * (visually hidden) words (ticket-details.css).
 */
export function TicketHeaderActions({ chamado, onAction, onReply }: TicketHeaderActionsProps) {
  const offered = usePermittedTicketActions().flatMap((action) => {
    const button = headerButton(action, chamado);
    return button ? [{ kind: action.kind, ...button }] : [];
  });
  const closed = isClosedTicket(chamado);
  return (
    <div className="ticket-header__actions" role="group" aria-label={texts.actions}>
      {closed ? (
        <p className="ticket-header__closed-note">{texts.closedNote}</p>
      ) : (
        <Button
          type="button"
          icon="pi pi-reply"
          label={texts.reply}
          size="small"
          className="ticket-header__reply"
          onClick={onReply}
        />
      )}
      {offered.map((action) => (
        <Button
          key={action.kind}
          type="button"
          icon={action.icon}
          label={action.label}
          // A closed ticket's one action stands out filled; an open one's sit quieter beside 'Responder'.
          outlined={!closed && action.severity !== 'danger'}
          severity={action.severity}
          size="small"
          className={closed ? undefined : 'ticket-header__action'}
          aria-haspopup="dialog"
          onClick={() => onAction(action.kind)}
        />
      ))}
    </div>
  );
}
