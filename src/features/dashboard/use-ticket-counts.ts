import { useQueries } from '@tanstack/react-query';
import { getListaChamadosQueryOptions } from '@generated/api/chamados/chamados';
import type { StatusChamado } from '@generated/api/model';

export interface TicketCounts {
  counts: Partial<Record<StatusChamado, number>>;
  isPending: boolean;
  error: unknown;
  retry: () => void;
}

/** How many tickets are in each status: one GET /v1/chamados per status, reading totalItens. */
export function useTicketCounts(statuses: readonly StatusChamado[]): TicketCounts {
  return useQueries({
    queries: statuses.map((status) =>
      getListaChamadosQueryOptions({ status: [status], limitePagina: 10, pagina: 1 }),
    ),
    combine: (results) => ({
      counts: Object.fromEntries(
        results.flatMap((result, index) => (result.data ? [[statuses[index], result.data.totalItens]] : [])),
      ) as Partial<Record<StatusChamado, number>>,
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
      retry: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
    }),
  });
}
