import { useMutation } from '@tanstack/react-query';
import type { UsuarioEmpresa } from '@generated/api/model';
import {
  enviaEmailConfirmacaoUsuario,
  useAlteraServidorUsuarioEmpresa,
  useRemoveServidorUsuarioEmpresa,
} from '@generated/api/usuarios/usuarios';
import { successMessages } from '@/lib/messages';
import { toast } from '@/lib/toast/toast';
import { customerUsersTexts as texts } from './customer-users-texts';
import { useRefreshCustomerUsers } from './use-customer-users';

/**
 * PUT altera-servidor/{linkId} (servidorId): 'Servidor atualizado com sucesso' and the list refreshes.
 * Silent errors: the dialog shows them at the server field or as one toast (reportApiFormError).
 */
export function useChangeUserServer(empresaId: number) {
  const refresh = useRefreshCustomerUsers(empresaId);
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

/** PUT remove-servidor/{linkId}: the user goes back to the customer's server ('Usuário atualizado com sucesso'). */
export function useRemoveUserServer(empresaId: number) {
  const refresh = useRefreshCustomerUsers(empresaId);
  return useRemoveServidorUsuarioEmpresa({
    mutation: {
      onSuccess: async () => {
        toast.success(successMessages.userUpdated);
        await refresh();
      },
    },
  });
}

/**
 * POST envia-email-confirmacao/{userId}: a toast naming the address, then the list refreshes (it shows
 * whether each e-mail is confirmed). Errors (e.g. 409 already confirmed) are the query client's toast.
 */
export function useSendConfirmationEmail(empresaId: number) {
  const refresh = useRefreshCustomerUsers(empresaId);
  return useMutation({
    mutationKey: ['enviaEmailConfirmacaoUsuario', empresaId],
    mutationFn: (link: UsuarioEmpresa) => enviaEmailConfirmacaoUsuario(link.usuario.id),
    onSuccess: async (_data, link) => {
      toast.success(texts.emailSent(link.usuario.email ?? link.usuario.nome));
      await refresh();
    },
  });
}
