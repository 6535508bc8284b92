import { Button } from 'primereact/button';
import { useEffect, useId } from 'react';
import { listTexts } from '../list/list-texts';
import type { SubListAction } from './sub-list-types';
import { useRowRun } from './use-row-run';

type ConfirmAction<T> = Extract<SubListAction<T>, { kind: 'confirm' }>;

export interface SubListConfirmProps<T> {
  action: ConfirmAction<T>;
  row: T;
  refresh: () => Promise<void>;
  onCancel: () => void;
  /** After the call answered (the step then closes). */
  onDone: () => void;
  /** After a successful call. */
  onSuccess: () => void;
}

/** The confirmation step of a `confirm` action, in the row, focused on its confirm button when it appears. */
export function SubListConfirm<T>({
  action,
  row,
  refresh,
  onCancel,
  onDone,
  onSuccess,
}: SubListConfirmProps<T>) {
  const messageId = useId();
  const confirmId = `${messageId}-confirm`;
  const run = useRowRun(action, row, refresh);
  const busy = run.isPending;
  useEffect(() => document.getElementById(confirmId)?.focus(), [confirmId]);
  return (
    <div role="group" aria-labelledby={messageId} className="sub-list__confirm">
      <p id={messageId} className="sub-list__confirm-text">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {action.question(row)}
      </p>
      <div className="sub-list__confirm-actions">
        <Button
          type="button"
          size="small"
          outlined
          label={listTexts.cancel}
          disabled={busy}
          onClick={onCancel}
        />
        <Button
          id={confirmId}
          type="button"
          size="small"
          severity="danger"
          label={action.confirm}
          loading={busy}
          disabled={busy}
          onClick={() => run.mutate(undefined, { onSuccess, onSettled: onDone })}
        />
      </div>
    </div>
  );
}
