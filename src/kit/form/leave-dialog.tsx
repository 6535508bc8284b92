import './resource-form.css';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/primereact/dialog';
import type { Blocker } from 'react-router-dom';
import { formTexts } from './form-texts';

/** 'Descartar alterações?': shown while a navigation away from a changed form is held. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  return (
    <Dialog
      visible={open}
      onHide={stay}
      header={formTexts.leave.title}
      modal
      draggable={false}
      resizable={false}
      className="resource-leave-dialog"
      footer={
        <div className="resource-leave-dialog__actions">
          <Button type="button" label={formTexts.leave.stay} outlined autoFocus onClick={stay} />
          <Button
            type="button"
            label={formTexts.leave.discard}
            severity="danger"
            onClick={() => blocker.proceed?.()}
          />
        </div>
      }
    >
      <p>{formTexts.leave.message}</p>
    </Dialog>
  );
}
