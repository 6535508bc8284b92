import type { KeyboardEvent, ReactNode } from 'react';

const CONTENTS = { display: 'contents' } as const;

/** Only Tab: stopping Escape would also keep it from PrimeReact's document listener that closes the top drawer. */
const stopTab = (event: KeyboardEvent) => {
  if (event.key === 'Tab') event.stopPropagation();
};

/**
 * Wraps a drawer opened from inside another drawer. React sends a portal's events up the component tree,
 * so without this the outer drawer's Tab trap would also handle the Tab keys pressed in the inner one.
 */
export function NestedLayer({ children }: { children: ReactNode }) {
  return (
    <span className="nested-layer" style={CONTENTS} onKeyDown={stopTab}>
      {children}
    </span>
  );
}
