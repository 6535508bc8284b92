import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PrimeReactSetup } from '@/app/primereact-setup';
import { AppProviders } from '@/app/providers';

/**
 * What a page rendered alone gets from the app: the app's providers and those the signed-in layout adds
 * (a fresh query client from the test, PrimeReact's setup). The layout keeps these when they are here.
 */
export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PrimeReactSetup>
        <AppProviders>{children}</AppProviders>
      </PrimeReactSetup>
    </QueryClientProvider>
  );
}
