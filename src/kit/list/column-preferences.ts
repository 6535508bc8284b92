import type { PreferenciaColuna } from '@generated/api/model';

/** Id of the kit's status column ('Situação'), configurable like the resource's own columns. */
export const STATUS_COLUMN_ID = 'ativo';

/** A column as the configuration knows it: id, header and default visibility. */
export interface ConfigurableColumn {
  id: string;
  header: string;
  hiddenByDefault?: boolean;
}

/** One column of the user's configuration, in display order. */
export interface ColumnSetting {
  id: string;
  visible: boolean;
}

/** The manifest's order and visibility. */
export function defaultColumnSettings(columns: readonly ConfigurableColumn[]): ColumnSetting[] {
  return ensureOneVisible(columns.map((column) => ({ id: column.id, visible: !column.hiddenByDefault })));
}

/** A configuration with every column hidden shows the first one (a list always shows something). */
export function ensureOneVisible(settings: ColumnSetting[]): ColumnSetting[] {
  if (settings.length === 0 || settings.some((setting) => setting.visible)) return settings;
  return settings.map((setting, index) => (index === 0 ? { ...setting, visible: true } : setting));
}

/**
 * The saved preferences (colunas-usuarios) over the manifest's columns: saved columns in their saved
 * order and visibility, saved columns the list no longer has ignored, and columns added since then
 * appended in the manifest's order with their default visibility. No preferences = the defaults.
 */
export function mergeColumnPreferences(
  columns: readonly ConfigurableColumn[],
  saved: readonly PreferenciaColuna[] = [],
): ColumnSetting[] {
  const known = new Set(columns.map((column) => column.id));
  const placed = new Set<string>();
  const settings: ColumnSetting[] = [];
  for (const preference of [...saved].sort((a, b) => a.posicao - b.posicao)) {
    if (!known.has(preference.coluna) || placed.has(preference.coluna)) continue;
    placed.add(preference.coluna);
    settings.push({ id: preference.coluna, visible: preference.mostrar });
  }
  for (const column of columns) {
    if (!placed.has(column.id)) settings.push({ id: column.id, visible: !column.hiddenByDefault });
  }
  return ensureOneVisible(settings);
}

/** The body of POST colunas-usuarios: every column, posicao from 0. */
export function toColumnPreferences(settings: readonly ColumnSetting[]): PreferenciaColuna[] {
  return settings.map((setting, posicao) => ({ coluna: setting.id, posicao, mostrar: setting.visible }));
}

/** Moves the column at `from` to `to` (indexes clamped to the list). */
export function moveColumn(settings: readonly ColumnSetting[], from: number, to: number): ColumnSetting[] {
  const target = Math.max(0, Math.min(settings.length - 1, to));
  if (from === target || from < 0 || from >= settings.length) return [...settings];
  const next = [...settings];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

export function sameColumnSettings(a: readonly ColumnSetting[], b: readonly ColumnSetting[]): boolean {
  return (
    a.length === b.length &&
    a.every((setting, index) => setting.id === b[index].id && setting.visible === b[index].visible)
  );
}
