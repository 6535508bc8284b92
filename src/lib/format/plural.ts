let counts: Intl.NumberFormat | null = null;

/**
 * '1 linha importada', '2 linhas importadas', '0 linhas importadas', '1.234 linhas importadas': the
 * count (pt-BR thousands) and the form that agrees with it. In Portuguese only 1 (and -1) takes the
 * singular, zero takes the plural. Never write 'linha(s)'.
 */
export function plural(count: number, singular: string, pluralForm: string): string {
  counts ??= new Intl.NumberFormat('pt-BR');
  return `${counts.format(count)} ${Math.abs(count) === 1 ? singular : pluralForm}`;
}
