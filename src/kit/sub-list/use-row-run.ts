import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast/toast';
import type { SubListRun } from './sub-list-types';

/**
 * The call of a `confirm` or `call` action on one row: the success toast, then the sub-list refreshes.
 * Errors are the query client's toast.
 */
export function useRowRun<T>(action: SubListRun<T>, row: T, refresh: () => Promise<void>) {
  return useMutation({
    mutationFn: () => action.run(row),
    onSuccess: async () => {
      toast.success(action.success(row));
      await refresh();
    },
  });
}
