import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Recurso } from '@generated/api/model';
import { ativaRegistro, inativaRegistro } from '@generated/api/recursos/recursos';
import { getErrorMessage, getErrorStatus } from '@/lib/http/error-message';
import { invalidateResource } from '@/lib/query/resource-queries';
import type { ResourceRecord } from '../query-types';
import { runBulk, type BulkOutcome } from './run-bulk';

export interface BulkLockRun<T extends ResourceRecord> {
  records: readonly T[];
  /** True inactivates (PUT inativa), false activates (PUT ativa). */
  lock: boolean;
  /** The reason, already trimmed and upper-cased: each record's history gets it. */
  motivo: string;
  onProgress?: (settled: number, total: number) => void;
}

/** Whether a record is already as the action leaves it (then it is not sent). */
export const alreadyDone = (lock: boolean) => (record: ResourceRecord) => record.ativo !== lock;

/**
 * Inactivates or activates records one call each (the contract's single-record calls, a few at a time),
 * with the same reason. Records the list shows already in the target state are not sent, and a 409
 * (the API found the record so meanwhile) counts as skipped too. The resource's lists, views and
 * pickers refresh once, at the end.
 */
export function useBulkLock<T extends ResourceRecord>(recurso: Recurso) {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ records, lock, motivo, onProgress }: BulkLockRun<T>): Promise<BulkOutcome<T>> => {
      const outcome = await runBulk({
        items: records,
        skip: alreadyDone(lock),
        run: async (record) => {
          try {
            await (lock ? inativaRegistro : ativaRegistro)(recurso, record.id, { motivo });
            return 'done';
          } catch (error) {
            if (getErrorStatus(error) === 409) return 'skipped';
            throw error;
          }
        },
        messageOf: getErrorMessage,
        onProgress,
      });
      // Any call sent may have changed the records (a failed one too, its answer lost), or found the list stale.
      if (records.some((record) => !alreadyDone(lock)(record)))
        await invalidateResource(queryClient, recurso);
      return outcome;
    },
    [queryClient, recurso],
  );
}
