import { PrimeReactContext, PrimeReactProvider } from 'primereact/api';
import { useContext, type ReactNode } from 'react';
import { installPrimeReactLocale, PRIMEREACT_LOCALE } from '@/lib/locale/primereact-pt-br';
import { PRIMEREACT_PT } from './primereact-pt';

installPrimeReactLocale();

/**
 * PrimeReact in pt-BR with the app's pass-through options, for the signed-in area (its layout provides
 * it), unless provided above already (tests render pages in their own). Not in the entry chunk: the
 * sign-in page paints with PrimeReact's looks only (src/ui/primereact-markup.ts), and PrimeReact's api
 * and utilities (~18 KB gzipped) load with the first page that renders its components.
 */
export function PrimeReactSetup({ children }: { children: ReactNode }) {
  const provided = useContext(PrimeReactContext);
  if (provided) return children;
  return <PrimeReactProvider value={{ locale: PRIMEREACT_LOCALE, pt: PRIMEREACT_PT }}>{children}</PrimeReactProvider>;
}
