/** Texts of the plan's module selection (pt-BR, our own wording; the BASICO message: src/lib/messages). */
export const moduleTexts = {
  title: 'Seleção de módulos',
  open: 'Selecionar módulos',
  search: 'Pesquisar módulo',
  searchPlaceholder: 'Código ou descrição',
  available: 'Módulos disponíveis',
  chosen: 'Módulos selecionados',
  module: 'Módulo',
  value: 'Valor mensal',
  total: 'Total dos módulos',
  actions: 'Ações',
  none: 'Nenhum módulo selecionado',
  remove: (label: string): string => `Remover ${label}`,
  /** Beside BASICO, which cannot be left out of a plan. */
  basicIncluded: 'Sempre incluído',
  basicNote: 'O módulo básico faz parte de todo plano e não pode ser removido.',
  count: (count: number): string =>
    count === 0
      ? 'Nenhum módulo selecionado'
      : count === 1
        ? '1 módulo selecionado'
        : `${count} módulos selecionados`,
  loadFailed: 'Não foi possível carregar os módulos',
  retry: 'Tentar novamente',
  pagination: 'Paginação dos módulos',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  pageOf: (page: number, pages: number): string => `Página ${page} de ${Math.max(pages, 1)}`,
} as const;
