import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Recurso, StatusCadastro } from '@generated/api/model';
import {
  ativaRegistro,
  getBuscaStatusCadastroQueryKey,
  inativaRegistro,
} from '@generated/api/recursos/recursos';
import { invalidateResource } from '@/lib/query/resource-queries';
import { toast } from '@/lib/toast/toast';
import { lockTexts } from './resource-texts';

export interface LockTarget {
  recurso: Recurso;
  id: number;
  /** Current state: true locks (PUT inativa), false unlocks (PUT ativa). */
  ativo: boolean;
  /** Customer of the user link to lock/unlock (recurso usuarios only). */
  empresaId?: number;
}

/**
 * Refreshes the resource's lists, views and pickers (they offer active records only) and the record's
 * status after a lock/unlock.
 */
export async function refreshAfterLock(
  queryClient: QueryClient,
  recurso: Recurso,
  id: number,
  status: StatusCadastro,
) {
  queryClient.setQueryData(getBuscaStatusCadastroQueryKey(recurso, id), status);
  await invalidateResource(queryClient, recurso);
}

/**
 * PUT inativa/{id} or ativa/{id} with the reason (already trimmed and upper-cased). Errors are silent
 * (the dialog shows them at the field or as one toast); success shows the toast and refreshes the
 * resource's queries, even when the dialog was closed meanwhile.
 */
export function useLockMutation({ recurso, id, ativo, empresaId }: LockTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [ativo ? 'inativaRegistro' : 'ativaRegistro', recurso, id],
    meta: { silent: true },
    mutationFn: (motivo: string) => {
      const headers = empresaId === undefined ? undefined : { empresaId };
      return ativo
        ? inativaRegistro(recurso, id, { motivo }, headers)
        : ativaRegistro(recurso, id, { motivo }, headers);
    },
    onSuccess: async (status) => {
      toast.success(status.ativo ? lockTexts.unlocked : lockTexts.locked);
      await refreshAfterLock(queryClient, recurso, id, status);
    },
  });
}
