import { useBuscaStatusInstanciaNuvem, useLigaInstanciaNuvem } from '@generated/api/servidores/servidores';
import { toast } from '@/lib/toast/toast';
import { isTransitional } from './cloud-status-labels';
import { cloudStatusTexts as texts } from './cloud-status-texts';

/** While a transition is under way the status is read again this often (the dialog refreshes itself). */
export const CLOUD_STATUS_POLL_MS = 2000;

/**
 * The status of one cloud instance, read each time the dialog opens and again every
 * {@link CLOUD_STATUS_POLL_MS} while a transition is under way (it stops once the status is stable,
 * after a failed read, and when the dialog closes: no observer, no interval). Errors are the dialog's
 * own message, not a toast.
 */
export function useCloudStatus(magaluId: string) {
  return useBuscaStatusInstanciaNuvem(magaluId, {
    query: {
      staleTime: 0,
      meta: { silent: true },
      refetchInterval: (query) =>
        query.state.status !== 'error' && query.state.data && isTransitional(query.state.data.status)
          ? CLOUD_STATUS_POLL_MS
          : false,
    },
  });
}

/**
 * The start command (liga-servidor): 'Comando enviado com sucesso' or 'Erro ao enviar o comando', then
 * the status is read again. The command stays pending until that read is back, so the start button
 * cannot be pressed twice on the old status.
 */
export function useStartInstance(refresh: () => Promise<unknown>) {
  return useLigaInstanciaNuvem({
    mutation: {
      meta: { silent: true },
      onSuccess: async () => {
        toast.success(texts.commandSent);
        await refresh();
      },
      onError: async () => {
        toast.error(texts.commandFailed);
        await refresh();
      },
    },
  });
}
