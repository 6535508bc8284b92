import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { invalidateResource } from '@/lib/query/resource-queries';
import type { ImportKind } from './import-kinds';
import { getImportRun, startImport, subscribeImports, watchImport, type ImportJob, type ImportRun } from './pending-imports';

/** The last import of `key` (running or finished), kept up to date. */
export function useImportRun(key: string): ImportRun | undefined {
  const read = () => getImportRun(key);
  return useSyncExternalStore(subscribeImports, read, read);
}

/** While mounted, the import of `key` is on screen: its outcome shows here instead of in a toast. */
export function useWatchImport(key: string): void {
  useEffect(() => watchImport(key), [key]);
}

/** The registry's job for an import kind: its call, its live event and the refresh after success. */
export function importJob(kind: ImportKind, queryClient: QueryClient): ImportJob {
  return {
    key: kind.id,
    entity: kind.entity,
    tipoEvento: kind.tipoEvento,
    upload: kind.upload,
    onSuccess: () => void invalidateResource(queryClient, kind.recurso),
  };
}

/** Starts an import of `kind` (false while one runs: nothing is sent twice). */
export function useStartImport(kind: ImportKind): (file: File) => boolean {
  const queryClient = useQueryClient();
  return (file) => startImport(importJob(kind, queryClient), file);
}
