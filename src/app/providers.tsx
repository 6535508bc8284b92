import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import type { ReactNode } from 'react';
import { installPrimeReactLocale, PRIMEREACT_LOCALE } from '@/lib/locale/primereact-pt-br';
import { queryClient as appQueryClient } from '@/lib/query/query-client';
import { ToastHost } from '@/lib/toast/toast-host';
import { PRIMEREACT_PT } from './primereact-pt';

installPrimeReactLocale();

export interface AppProvidersProps {
  children: ReactNode;
  /** Defaults to the app's query client; tests pass a fresh one. */
  queryClient?: QueryClient;
}

/** React Query, PrimeReact (pt-BR) and the one toast host around the app. */
export function AppProviders({ children, queryClient = appQueryClient }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <PrimeReactProvider value={{ locale: PRIMEREACT_LOCALE, pt: PRIMEREACT_PT }}>
        {children}
        <ToastHost />
      </PrimeReactProvider>
    </QueryClientProvider>
  );
}
