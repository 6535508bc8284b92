import type { ReactNode } from 'react';
import { LazyToastHost } from '@/lib/toast/toast-mount';

/**
 * What the whole app sits in: the one toast host. The signed-in area adds the rest in its layout
 * (React Query, PrimeReact's setup), so that the entry chunk and the sign-in page load neither.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <LazyToastHost />
    </>
  );
}
