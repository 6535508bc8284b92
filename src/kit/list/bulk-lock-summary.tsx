import { useEffect, useRef } from 'react';
import { Button } from '@/ui/button';
import { uiText } from '@/lib/messages';
import type { ResourceRecord } from '../query-types';
import { bulkLockTexts } from './bulk-lock-texts';
import type { BulkOutcome } from './run-bulk';

interface BulkLockSummaryProps<T extends ResourceRecord> {
  outcome: BulkOutcome<T>;
  lock: boolean;
  recordLabel: (record: T) => string;
  onClose: () => void;
}

/**
 * What a bulk lock came to: how many were changed and failed, how many were already so, and each failed
 * record with the API's message. It takes the focus, so it is read as it appears.
 */
export function BulkLockSummary<T extends ResourceRecord>({
  outcome,
  lock,
  recordLabel,
  onClose,
}: BulkLockSummaryProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const { done, skipped, failed } = outcome;
  return (
    <div className="lock-form">
      <div ref={box} className="bulk-lock__summary" role="status" tabIndex={-1}>
        <p className="bulk-lock__summary-title">{bulkLockTexts.summary(lock, done.length, failed.length)}</p>
        {skipped.length > 0 && <p>{bulkLockTexts.skipped(lock, skipped.length)}</p>}
        {failed.length > 0 && (
          <>
            <p>{bulkLockTexts.failures}</p>
            <ul className="bulk-lock__failures">
              {failed.map(({ item, message }) => (
                <li key={item.id}>{bulkLockTexts.failure(recordLabel(item), message)}</li>
              ))}
            </ul>
            <p className="bulk-lock__hint">{bulkLockTexts.keptSelected}</p>
          </>
        )}
      </div>
      <div className="form-actions">
        <Button type="button" label={uiText.close} outlined onClick={onClose} />
      </div>
    </div>
  );
}
