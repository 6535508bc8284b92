import { Button } from '@/ui/button';
import { useId } from 'react';
import type { RotinaFrontEnd } from '@generated/api/model';
import { RightDrawer, type DrawerVisibility } from '@/ui/right-drawer';
import { uiText } from '@/lib/messages';
import { frontRoutineDeleteTexts as texts } from './front-routine-delete-texts';
import { useDeleteFrontRoutine } from './use-delete-front-routine';
import './front-routine-delete.css';

export interface FrontRoutineDeleteDialogProps extends DrawerVisibility {
  record: RotinaFrontEnd;
  label: string;
  /** After a successful deletion (the dialog has closed). */
  onDeleted: () => void;
}

/**
 * The confirmation of a front-end routine's deletion: names the routine (and its route), 'Cancelar' or
 * 'Excluir'. 'Excluir' is disabled while the call runs (no double delete); on success the drawer closes.
 */
export function FrontRoutineDeleteDialog({
  record,
  label,
  visible,
  onHide,
  onDeleted,
}: FrontRoutineDeleteDialogProps) {
  const ids = useId();
  const closeId = `${ids}-close`;
  const remove = useDeleteFrontRoutine(() => {
    onHide();
    onDeleted();
  });
  const busy = remove.isPending;
  const hide = () => {
    if (!busy) onHide();
  };
  return (
    <RightDrawer
      visible={visible}
      onHide={hide}
      title={texts.title}
      className="front-routine-delete"
      initialFocusId={closeId}
    >
      <div className="front-routine-delete__body" aria-busy={busy}>
        <p className="front-routine-delete__question">
          {texts.question} <strong>{label}</strong>?
        </p>
        <p className="front-routine-delete__route">
          {texts.route}: <code>{record.rota}</code>
        </p>
        <p className="front-routine-delete__warning">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {texts.irreversible}
        </p>
        <div className="front-routine-delete__actions">
          <Button id={closeId} type="button" label={uiText.cancel} outlined disabled={busy} onClick={hide} />
          <Button
            type="button"
            label={texts.action}
            icon="pi pi-trash"
            severity="danger"
            loading={busy}
            disabled={busy}
            onClick={() => {
              if (!busy) remove.mutate({ id: record.id });
            }}
          />
        </div>
      </div>
    </RightDrawer>
  );
}
