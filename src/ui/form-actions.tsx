import { Button } from './button';
import type { ReactNode } from 'react';
import { uiText } from '@/lib/messages';
import './form-actions.css';

export interface FormActionsProps {
  /** Dismisses the form without saving; without it there is no dismiss button (a page form). */
  onClose?: () => void;
  /** The dismiss button's label: 'Cancelar' (it drops what was typed; 'Fechar' is for panels that only show). */
  closeLabel?: string;
  saving: boolean;
  /** Disabled for another reason than saving (invalid or unchanged). */
  disabled?: boolean;
  submitLabel?: string;
  /** Shown on the submit button while saving. */
  savingLabel?: string;
  submitIcon?: string;
  severity?: 'danger';
  /** Buttons of the form's own, before dismiss and submit. */
  children?: ReactNode;
}

/** The footer of a form: dismiss, then submit (disabled while saving, so nothing is sent twice). */
export function FormActions(props: FormActionsProps) {
  const {
    onClose,
    closeLabel = uiText.cancel,
    saving,
    disabled,
    submitLabel = uiText.save,
    savingLabel,
    submitIcon = 'pi pi-check',
    severity,
  } = props;
  return (
    <div className="form-actions">
      {props.children}
      {onClose && <Button type="button" label={closeLabel} outlined onClick={onClose} />}
      <Button
        type="submit"
        label={saving && savingLabel ? savingLabel : submitLabel}
        icon={submitIcon}
        severity={severity}
        loading={saving}
        disabled={saving || disabled}
      />
    </div>
  );
}
