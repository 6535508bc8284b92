import { useQueryClient } from '@tanstack/react-query';
import {
  getListaRotinasFrontEndQueryKey,
  useDeletaRotinaFrontEnd,
} from '@generated/api/rotinas-front-end/rotinas-front-end';
import { isResourceQueryKey } from '@/lib/query/resource-queries';
import { toast } from '@/lib/toast/toast';
import { frontRoutineDeleteTexts as texts } from './front-routine-delete-texts';

/**
 * DELETE /v1/rotinas-front-end/{id} (deletaRotinaFrontEnd). On success: the toast, every cached query of
 * the resource marked stale without a refetch (the deleted record's view must not ask for it again
 * while it is still on screen), then the lists refetched. A failure shows the API's message as the
 * usual red toast (the dialog stays open).
 */
export function useDeleteFrontRoutine(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useDeletaRotinaFrontEnd({
    mutation: {
      onSuccess: async () => {
        toast.success(texts.deleted);
        onDeleted();
        await queryClient.invalidateQueries({
          predicate: (query) => isResourceQueryKey('rotinas-front-end', query.queryKey),
          refetchType: 'none',
        });
        await queryClient.invalidateQueries({ queryKey: getListaRotinasFrontEndQueryKey() });
      },
    },
  });
}
