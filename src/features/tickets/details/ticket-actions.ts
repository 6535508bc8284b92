import { useMemo, type ComponentType } from 'react';
import type { Chamado } from '@generated/api/model';
import type { PermissionFlag } from '@/lib/permissions/permission-flags';
import { usePermissions } from '@/lib/permissions/use-permissions';
import { isClosedTicket } from '../ticket-closed';
import { AssigneesDialog } from './assignees-dialog';
import { CloseTicketDialog } from './close-ticket-dialog';
import { DueDateDialog } from './due-date-dialog';
import { StatusDialog } from './status-dialog';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import type { TicketDialogProps } from './ticket-form-drawer';

/** A header button that opens an action's dialog: its words, its PrimeIcons class, red if it ends something. */
export interface TicketActionButton {
  label: string;
  icon: string;
  severity?: 'danger';
}

/**
 * Something done to a ticket in a dialog of its own (a right-side drawer). The header shows its button
 * and the page mounts its dialog from this one declaration, so a new action is an entry in
 * TICKET_ACTIONS and its dialog file (its words in ticket-details-texts.ts, where the glossary reads them).
 */
export interface TicketAction {
  /** What the page calls it when the header asks for its dialog. */
  kind: string;
  dialog: ComponentType<TicketDialogProps>;
  /** Its button among the header's actions of an open ticket; none when only the status menu opens it. */
  button?: TicketActionButton;
  /** Its button on a closed ticket, which offers nothing but it. */
  closedButton?: TicketActionButton;
  /**
   * Its dialog stays on the page once the ticket is closed, though nothing opens it there: one left open
   * while the ticket was closed elsewhere (seen on a refresh) stays open. Every other action's leaves.
   */
  keptWhenClosed?: boolean;
  /** The flag a user needs to be offered it; none: whoever sees the ticket (tickets need no code today). */
  permission?: PermissionFlag;
}

/** The ticket's actions, in the order of the header's buttons. */
const TICKET_ACTIONS = [
  {
    kind: 'dueDate',
    dialog: DueDateDialog,
    button: { label: texts.changeDueDate, icon: 'pi pi-calendar' },
    keptWhenClosed: true,
  },
  // A status is changed from the status menu of the title row (two actions), which opens this dialog
  // for a change with a comment; on a closed ticket it is 'Reabrir', its change of status reopening it.
  { kind: 'status', dialog: StatusDialog, closedButton: { label: texts.reopen, icon: 'pi pi-replay' } },
  { kind: 'assignees', dialog: AssigneesDialog, button: { label: texts.editAssignees, icon: 'pi pi-users' } },
  {
    kind: 'close',
    dialog: CloseTicketDialog,
    button: { label: texts.closeTicket, icon: 'pi pi-lock', severity: 'danger' },
  },
] as const satisfies readonly TicketAction[];

export type TicketActionKind = (typeof TICKET_ACTIONS)[number]['kind'];

/** An action as the header and the dialogs host read it. */
export interface NamedTicketAction extends TicketAction {
  kind: TicketActionKind;
}

// Read through the declared shape, in which an entry may leave a field out.
const NAMED_ACTIONS: readonly NamedTicketAction[] = TICKET_ACTIONS;

/** The actions the signed-in user may take on a ticket, whatever its status (see TicketAction.permission). */
export function usePermittedTicketActions(): readonly NamedTicketAction[] {
  const flags = usePermissions();
  return useMemo(() => NAMED_ACTIONS.filter(({ permission }) => !permission || flags[permission]), [flags]);
}

/** Whether the action's dialog is on the page of `ticket`: every one while open, a closed ticket's few. */
export const dialogMounted = (action: TicketAction, ticket: Chamado): boolean =>
  !isClosedTicket(ticket) || action.closedButton !== undefined || action.keptWhenClosed === true;

/** The button the header shows for the action on `ticket`, if any. */
export const headerButton = (action: TicketAction, ticket: Chamado): TicketActionButton | undefined =>
  isClosedTicket(ticket) ? action.closedButton : action.button;
