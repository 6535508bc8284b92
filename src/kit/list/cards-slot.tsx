import { Suspense, type ReactNode } from 'react';
import { listTexts } from './list-texts';

/**
 * Where a list's cards go on a phone, loaded when first shown: a desktop's list never fetches them. Until
 * they are in, the list says it is loading (as its skeleton does).
 */
export function CardsSlot({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="list-cards" aria-busy="true">
          <span className="app-visually-hidden">{listTexts.loadingRows}</span>
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
