// Whether the app's first page is on screen: the root route says so (root-layout.tsx), the router reads
// it (app-router.tsx). Apart from both, so that neither imports the other.

let firstPageShown = false;
const listeners = new Set<() => void>();

/** The root route calls this once its first page is on screen. */
export function markFirstPageShown(): void {
  if (firstPageShown) return;
  firstPageShown = true;
  for (const listener of listeners) listener();
}

export function subscribeFirstPageShown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the first page is on screen yet. */
export function isFirstPageShown(): boolean {
  return firstPageShown;
}
