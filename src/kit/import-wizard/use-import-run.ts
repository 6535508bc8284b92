import { useEffect, useSyncExternalStore } from 'react';
import { getImportRun, subscribeImports, watchImport, type ImportRun } from '@/lib/imports/pending-imports';

/** The last import of `key` (running or finished), kept up to date. */
export function useImportRun(key: string): ImportRun | undefined {
  const read = () => getImportRun(key);
  return useSyncExternalStore(subscribeImports, read, read);
}

/** While mounted, the import of `key` is on screen: its outcome shows here instead of in a toast. */
export function useWatchImport(key: string): void {
  useEffect(() => watchImport(key), [key]);
}
