import type { Chamado } from '@generated/api/model';
import { AssigneesDialog } from './assignees-dialog';
import { CloseTicketDialog } from './close-ticket-dialog';
import { DueDateDialog } from './due-date-dialog';
import { StatusDialog } from './status-dialog';
import type { TicketDialogKind } from './ticket-header';

export interface TicketDialogsProps {
  chamado: Chamado;
  open: TicketDialogKind | null;
  onHide: () => void;
}

/**
 * The ticket's four dialogs (right-side drawers); each form is mounted afresh when its drawer opens.
 * A closed ticket opens only the status dialog, as 'Reabrir chamado'.
 */
export function TicketDialogs({ chamado, open, onHide }: TicketDialogsProps) {
  return (
    <>
      <DueDateDialog chamado={chamado} visible={open === 'dueDate'} onHide={onHide} />
      <StatusDialog chamado={chamado} visible={open === 'status'} onHide={onHide} />
      {chamado.status === 'FECHADO' ? null : (
        <>
          <AssigneesDialog chamado={chamado} visible={open === 'assignees'} onHide={onHide} />
          <CloseTicketDialog chamado={chamado} visible={open === 'close'} onHide={onHide} />
        </>
      )}
    </>
  );
}
