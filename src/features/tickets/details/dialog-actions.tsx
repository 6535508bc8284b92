import { Button } from 'primereact/button';
import type { Chamado } from '@generated/api/model';
import { ticketDetailsTexts as texts } from './ticket-details-texts';

/** What every ticket dialog receives from the page. */
export interface TicketDialogProps {
  chamado: Chamado;
  visible: boolean;
  onHide: () => void;
}

export interface DialogActionsProps {
  onClose: () => void;
  saving: boolean;
  /** Disabled for another reason than saving (invalid or unchanged). */
  disabled?: boolean;
  submitLabel?: string;
  submitIcon?: string;
  closeLabel?: string;
  severity?: 'danger';
}

/** The footer of a ticket dialog: dismiss, then submit (disabled while saving, so nothing is sent twice). */
export function DialogActions({ onClose, saving, disabled, submitLabel = texts.save, submitIcon = 'pi pi-check', closeLabel = texts.close, severity }: DialogActionsProps) {
  return (
    <div className="ticket-form__actions">
      <Button type="button" label={closeLabel} outlined onClick={onClose} />
      <Button
        type="submit"
        label={saving ? texts.saving : submitLabel}
        icon={submitIcon}
        severity={severity}
        loading={saving}
        disabled={saving || disabled}
      />
    </div>
  );
}
