import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ResourceListCalls } from '../query-types';
import {
  defaultColumnSettings,
  mergeColumnPreferences,
  toColumnPreferences,
  type ColumnSetting,
  type ConfigurableColumn,
} from './column-preferences';

/** The user's saved columns of a resource; silent: a failed read falls back to the defaults. */
export function columnSettingsQueryOptions(calls: ResourceListCalls) {
  return { ...calls.columnsQuery(), meta: { silent: true } };
}

/**
 * The user's column order and visibility for a list (colunas-usuarios) merged with the manifest's
 * columns, and the calls that save them or go back to the defaults (colunas []). A failed read falls
 * back to the defaults silently; a failed save shows the generic error toast.
 */
export function useColumnSettings(calls: ResourceListCalls, columns: readonly ConfigurableColumn[]) {
  const queryClient = useQueryClient();
  const query = useQuery(columnSettingsQueryOptions(calls));
  const saved = query.data?.colunas;
  const settings = useMemo(() => mergeColumnPreferences(columns, saved), [columns, saved]);
  const defaults = useMemo(() => defaultColumnSettings(columns), [columns]);

  const save = useMutation({
    mutationFn: (next: readonly ColumnSetting[]) => calls.saveColumns({ colunas: toColumnPreferences(next) }),
    onSuccess: (answer) => queryClient.setQueryData(calls.columnsQuery().queryKey, answer),
  });

  return {
    settings,
    defaults,
    /** False until the preferences answered (or failed): the table waits, so columns do not jump. */
    ready: !query.isPending,
    save: (next: readonly ColumnSetting[]) => save.mutateAsync(next),
    reset: () => save.mutateAsync([]),
    saving: save.isPending,
  };
}
