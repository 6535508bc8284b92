/** Display texts for booleans and enumerations. Missing values → ''. */

/** true → 'Sim', false → 'Não'. */
export function formatBoolean(value: boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value ? 'Sim' : 'Não';
}

/** The `ativo` flag of users, branches, servers...: true → 'Ativo', false → 'Inativo'. */
export function formatAtivo(ativo: boolean | null | undefined): string {
  if (ativo === null || ativo === undefined) return '';
  return ativo ? 'Ativo' : 'Inativo';
}

/**
 * The label of an enumeration value: enumLabel({ MATRIZ: 'Matriz', FILIAL: 'Filial' }, 'FILIAL') → 'Filial'.
 * A value without a label is shown as its raw code, so a new server value is still visible.
 */
export function enumLabel<T extends string | number>(
  labels: Readonly<Partial<Record<T, string>>>,
  value: T | null | undefined,
): string {
  if (value === null || value === undefined) return '';
  return labels[value] ?? String(value);
}
