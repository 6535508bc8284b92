import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import type { ReactNode } from 'react';
import { installPrimeReactLocale, PRIMEREACT_LOCALE } from '@/lib/locale/primereact-pt-br';
import { LazyToastHost } from '@/lib/toast/toast-mount';
import { PRIMEREACT_PT } from './primereact-pt';

installPrimeReactLocale();

export interface AppProvidersProps {
  children: ReactNode;
  /**
   * A query client for everything below (tests pass a fresh one). Without it, the app's own is provided
   * by the signed-in area, the only part that queries (AppQueryClientProvider in its layout): react-query
   * stays out of the entry chunk, so the sign-in page paints without it.
   */
  queryClient?: QueryClient;
}

/** PrimeReact (pt-BR), the one toast host and, when given, React Query around the app. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const app = (
    <PrimeReactProvider value={{ locale: PRIMEREACT_LOCALE, pt: PRIMEREACT_PT }}>
      {children}
      <LazyToastHost />
    </PrimeReactProvider>
  );
  return queryClient ? <QueryClientProvider client={queryClient}>{app}</QueryClientProvider> : app;
}
