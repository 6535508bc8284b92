import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { RecursoImportavel } from '@generated/api/model';
import { isResourceQueryKey } from '@/components/resource/use-lock-mutation';
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

/** Refreshes every cached list, view and picker of a resource (after a SUCESSO import event). */
export function refreshResource(queryClient: QueryClient, recurso: RecursoImportavel): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => isResourceQueryKey(recurso, queryKey) || (queryKey[0] === 'reference' && queryKey[1] === recurso),
  });
}

/** The registry's job for an import kind: its call, its live event and the refresh after success. */
export function importJob(kind: ImportKind, queryClient: QueryClient): ImportJob {
  return {
    key: kind.id,
    entity: kind.entity,
    tipoEvento: kind.tipoEvento,
    upload: kind.upload,
    onSuccess: () => void refreshResource(queryClient, kind.recurso),
  };
}

/** Starts an import of `kind` (false while one runs: nothing is sent twice). */
export function useStartImport(kind: ImportKind): (file: File) => boolean {
  const queryClient = useQueryClient();
  return (file) => startImport(importJob(kind, queryClient), file);
}
