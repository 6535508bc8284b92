import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppProviders } from '@/app/providers';

/**
 * What a page rendered alone gets from the app: the app's providers and those the signed-in layout adds
 * (a fresh query client from the test). The layout keeps it when it is here.
 */
export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppProviders>{children}</AppProviders>
    </QueryClientProvider>
  );
}
