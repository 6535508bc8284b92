import { useAlteraServidorUsuarioEmpresa } from '@generated/api/usuarios/usuarios';
import { successMessages } from '@/lib/messages';
import { toast } from '@/lib/toast/toast';

/**
 * PUT altera-servidor/{linkId} (servidorId): 'Servidor atualizado com sucesso' and the customer's users
 * refresh. Silent errors: the dialog shows them at the server field or as one toast (reportApiFormError).
 */
export function useChangeUserServer(refresh: () => Promise<void>) {
  return useAlteraServidorUsuarioEmpresa({
    mutation: {
      meta: { silent: true },
      onSuccess: async () => {
        toast.success(successMessages.serverUpdated);
        await refresh();
      },
    },
  });
}
