import type { Chamado } from '@generated/api/model';
import { toast } from '@/lib/toast/toast';
import { useTicketCache } from '../use-ticket-cache';

/**
 * The mutation options of a ticket dialog: its errors are shown by the form (at the fields or as one
 * toast), not by the global error toast; the answered ticket replaces the cached one, then a toast.
 * On the hook, so the cache is updated even when the drawer was closed meanwhile.
 */
export function useTicketSaved(successMessage: string) {
  const cache = useTicketCache();
  return {
    meta: { silent: true },
    onSuccess: (saved: Chamado) => {
      cache.store(saved);
      toast.success(successMessage);
    },
  };
}
