import type { Chamado } from '@generated/api/model';
import { dialogMounted, usePermittedTicketActions, type TicketActionKind } from './ticket-actions';

export interface TicketDialogsProps {
  chamado: Chamado;
  open: TicketActionKind | null;
  onHide: () => void;
}

/**
 * The dialogs of the ticket's actions (right-side drawers, ticket-actions.ts); each form is mounted afresh
 * when its drawer opens. A closed ticket opens only the status dialog, as 'Reabrir chamado'.
 */
export function TicketDialogs({ chamado, open, onHide }: TicketDialogsProps) {
  return usePermittedTicketActions()
    .filter((action) => dialogMounted(action, chamado))
    .map(({ kind, dialog: Dialog }) => (
      <Dialog key={kind} chamado={chamado} visible={open === kind} onHide={onHide} />
    ));
}
