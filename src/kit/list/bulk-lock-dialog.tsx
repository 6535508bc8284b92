import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Recurso } from '@generated/api/model';
import { FormActions } from '@/ui/form-actions';
import { RightDrawer, type DrawerVisibility } from '@/ui/right-drawer';
import type { ResourceRecord } from '../query-types';
import { LockReasonField, lockSchema, type LockFormOutput, type LockFormValues } from '../lock-reason-field';
import { lockActionIcon, lockTexts } from '../resource-texts';
import { BulkLockSummary } from './bulk-lock-summary';
import { bulkLockTexts } from './bulk-lock-texts';
import './bulk.css';
import type { BulkOutcome } from './run-bulk';
import { alreadyDone, useBulkLock } from './use-bulk-lock';
import '../resource.css';

export interface BulkLockDialogProps<T extends ResourceRecord> extends DrawerVisibility {
  recurso: Recurso;
  /** The selected records as the list showed them when the dialog opened. */
  records: readonly T[];
  /** True inactivates the selection, false activates it. */
  lock: boolean;
  recordLabel: (record: T) => string;
  /** After the run, with each record's outcome (the list keeps the failed ones selected). */
  onFinished: (outcome: BulkOutcome<T>) => void;
}

/**
 * One reason for the whole selection: the single record's reason field and rules, then one call per
 * record (each record's history gets the reason), with progress. While it runs the drawer cannot be
 * closed and nothing can be sent twice; then it shows what was done, skipped and what failed, and why.
 */
export function BulkLockDialog<T extends ResourceRecord>({
  visible,
  onHide,
  lock,
  ...rest
}: BulkLockDialogProps<T>) {
  const inputId = `${useId()}-motivo`;
  const [running, setRunning] = useState(false);
  const [openings, setOpenings] = useState(visible ? 1 : 0);
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setOpenings(openings + 1);
  }
  const hide = () => {
    if (!running) onHide();
  };
  return (
    <RightDrawer
      visible={visible}
      onHide={hide}
      initialFocusId={inputId}
      title={lock ? bulkLockTexts.lockTitle : bulkLockTexts.unlockTitle}
      className="lock-drawer"
    >
      <BulkLockForm
        key={openings}
        {...rest}
        lock={lock}
        inputId={inputId}
        onHide={hide}
        onRunning={setRunning}
      />
    </RightDrawer>
  );
}

type BulkLockFormProps<T extends ResourceRecord> = Omit<BulkLockDialogProps<T>, 'visible'> & {
  inputId: string;
  onRunning: (running: boolean) => void;
};

function BulkLockForm<T extends ResourceRecord>(props: BulkLockFormProps<T>) {
  const { recurso, records, lock, recordLabel, inputId, onHide, onRunning, onFinished } = props;
  const { control, handleSubmit } = useForm<LockFormValues, unknown, LockFormOutput>({
    resolver: zodResolver(lockSchema),
    defaultValues: { motivo: '' },
    mode: 'onTouched',
  });
  const run = useBulkLock<T>(recurso);
  const [progress, setProgress] = useState<{ settled: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome<T> | null>(null);
  const toSend = records.filter((record) => !alreadyDone(lock)(record)).length;
  const running = progress !== null && outcome === null;

  const onSubmit = handleSubmit(async ({ motivo }) => {
    // The button is disabled from the first click on; a second submit (Enter) finds the run under way.
    if (progress !== null) return;
    setProgress({ settled: 0, total: toSend });
    onRunning(true);
    try {
      const result = await run({
        records,
        lock,
        motivo,
        onProgress: (settled, total) => setProgress({ settled, total }),
      });
      setOutcome(result);
      onFinished(result);
    } finally {
      onRunning(false);
    }
  });

  if (outcome)
    return <BulkLockSummary outcome={outcome} lock={lock} recordLabel={recordLabel} onClose={onHide} />;
  return (
    <form className="lock-form" noValidate onSubmit={onSubmit} aria-busy={running}>
      <p className="lock-form__record">
        <strong>{bulkLockTexts.records(records.length)}</strong>
        {' — '}
        {bulkLockTexts.plan(lock, toSend, records.length - toSend)}
      </p>
      <ul className="bulk-lock__records" tabIndex={0} aria-label={bulkLockTexts.records(records.length)}>
        {records.map((record) => (
          <li key={record.id}>{recordLabel(record)}</li>
        ))}
      </ul>
      <LockReasonField control={control} inputId={inputId} readOnly={running} />
      {progress && (
        <p className="bulk-lock__progress" role="status">
          <progress
            max={Math.max(progress.total, 1)}
            value={progress.settled}
            aria-label={bulkLockTexts.progress(lock, progress.settled, progress.total)}
          />
          <span>{bulkLockTexts.progress(lock, progress.settled, progress.total)}</span>
        </p>
      )}
      <FormActions
        onClose={running ? undefined : onHide}
        saving={running}
        disabled={toSend === 0}
        submitLabel={lock ? lockTexts.lock : lockTexts.unlock}
        submitIcon={lockActionIcon(lock)}
        severity={lock ? 'danger' : undefined}
      />
    </form>
  );
}
