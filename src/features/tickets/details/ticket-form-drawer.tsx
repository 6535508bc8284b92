import { useId, type ComponentType } from 'react';
import type { Chamado } from '@generated/api/model';
import { RightDrawer, type DrawerVisibility } from '@/ui/right-drawer';

/** What every ticket dialog receives from the page. */
export interface TicketDialogProps extends DrawerVisibility {
  chamado: Chamado;
}

/** What the form of a ticket dialog receives: the ticket, the id of its first input, and how to close. */
export interface TicketFormProps {
  chamado: Chamado;
  inputId: string;
  onClose: () => void;
}

interface TicketFormDrawerProps extends TicketDialogProps {
  title: string;
  /** The name of the form's first input (its id ends with it). */
  firstField: string;
  form: ComponentType<TicketFormProps>;
}

/** The drawer of a ticket dialog: the form's first input gets the focus once the drawer is shown. */
export function TicketFormDrawer({
  chamado,
  visible,
  onHide,
  title,
  firstField,
  form: Form,
}: TicketFormDrawerProps) {
  const inputId = `${useId()}-${firstField}`;
  return (
    <RightDrawer visible={visible} onHide={onHide} title={title} initialFocusId={inputId}>
      <Form chamado={chamado} inputId={inputId} onClose={onHide} />
    </RightDrawer>
  );
}
