import { InlineConfirm } from '../inline-confirm';
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

/** The confirmation step of a `confirm` action, in the row. */
export function SubListConfirm<T>({
  action,
  row,
  refresh,
  onCancel,
  onDone,
  onSuccess,
}: SubListConfirmProps<T>) {
  const run = useRowRun(action, row, refresh);
  return (
    <InlineConfirm
      block="sub-list__confirm"
      question={action.question(row)}
      confirmLabel={action.confirm}
      busy={run.isPending}
      onCancel={onCancel}
      onConfirm={() => run.mutate(undefined, { onSuccess, onSettled: onDone })}
    />
  );
}
