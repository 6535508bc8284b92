import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Recurso } from '@generated/api/model';
import {
  alteraColunasUsuario,
  getBuscaColunasUsuarioQueryKey,
  getBuscaColunasUsuarioQueryOptions,
} from '@generated/api/recursos/recursos';
import {
  defaultColumnSettings,
  mergeColumnPreferences,
  toColumnPreferences,
  type ColumnSetting,
  type ConfigurableColumn,
} from './column-preferences';

/** The user's saved columns of a resource; silent: a failed read falls back to the defaults. */
export function columnSettingsQueryOptions(recurso: Recurso) {
  return { ...getBuscaColunasUsuarioQueryOptions(recurso), meta: { silent: true } };
}

/**
 * The user's column order and visibility for a list (colunas-usuarios) merged with the manifest's
 * columns, and the calls that save them or go back to the defaults (colunas []). A failed read falls
 * back to the defaults silently; a failed save shows the generic error toast.
 */
export function useColumnSettings(recurso: Recurso, columns: readonly ConfigurableColumn[]) {
  const queryClient = useQueryClient();
  const query = useQuery(columnSettingsQueryOptions(recurso));
  const saved = query.data?.colunas;
  const settings = useMemo(() => mergeColumnPreferences(columns, saved), [columns, saved]);
  const defaults = useMemo(() => defaultColumnSettings(columns), [columns]);

  const save = useMutation({
    mutationFn: (next: readonly ColumnSetting[]) =>
      alteraColunasUsuario(recurso, { colunas: toColumnPreferences(next) }),
    onSuccess: (answer) => queryClient.setQueryData(getBuscaColunasUsuarioQueryKey(recurso), answer),
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
