import type { SubListAction } from './sub-list-types';
import { SubListActionButton } from './sub-list-action-button';
import { useRowRun } from './use-row-run';

type CallAction<T> = Extract<SubListAction<T>, { kind: 'call' }>;

/** The button of a `call` action: it calls at once and spins until the answer. */
export function SubListCallButton<T>({
  action,
  row,
  refresh,
}: {
  action: CallAction<T>;
  row: T;
  refresh: () => Promise<void>;
}) {
  const run = useRowRun(action, row, refresh);
  return (
    <SubListActionButton
      icon={action.icon}
      label={action.label(row)}
      title={action.title}
      loading={run.isPending}
      disabled={run.isPending}
      onClick={() => run.mutate()}
    />
  );
}
