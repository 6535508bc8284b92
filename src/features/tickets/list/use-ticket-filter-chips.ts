import { useMemo } from 'react';
import type { Empresa } from '@generated/api/model';
import { empresasReference } from '@generated/tables/references/empresas';
import { useReferenceItem, type ActiveFilterChip } from '@/kit';
import { useCurrentUser } from '@/lib/session/session-store';
import { ticketFilterChips } from './ticket-filter-chips';
import type { TicketFilters } from './ticket-filters';

/** The chips of the tickets' filters in force; the customer's name is looked up from its id (the URL's). */
export function useTicketFilterChips(
  filters: TicketFilters,
  apply: (filters: TicketFilters) => void,
): ActiveFilterChip[] {
  const userId = useCurrentUser().id;
  const customerId = filters.empresaId ? Number(filters.empresaId) : null;
  // The picker's cache of the customers: the name is there at once when just chosen in the drawer.
  const customer = useReferenceItem(empresasReference, customerId).data as Empresa | undefined;
  const customerName = customer && customer.id === customerId ? empresasReference.label(customer) : undefined;
  return useMemo(
    () => ticketFilterChips(filters, { userId, customerName, apply }),
    [filters, userId, customerName, apply],
  );
}
