import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The app's query client (src/lib/query/query-client.ts) for the signed-in area, unless a client is
 * provided above it already (tests give AppProviders their own). Provided here rather than by
 * AppProviders so that react-query loads with the signed-in area, not with the entry chunk.
 */
export function AppQueryClientProvider({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
