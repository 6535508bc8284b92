/** Texts of the permission action picker (pt-BR, our own wording: dialog, select all, clear, apply). */
export const permissionTexts = {
  title: 'Seleção de ações',
  open: 'Selecionar ações',
  search: 'Pesquisar rotina',
  searchPlaceholder: 'Descrição ou código da rotina',
  selectAll: 'Selecionar todas',
  clear: 'Limpar',
  matrix: 'Ações por rotina',
  routine: 'Rotina',
  routineAll: (routine: string): string => `Todas as ações de ${routine}`,
  columnAll: (action: string): string => `${action} em todas as rotinas listadas`,
  cell: (routine: string, action: string): string => `${routine}: ${action}`,
  routineCount: (chosen: number, total: number): string => `${chosen} de ${total}`,
  /** Codes the record holds that no active routine offers. */
  others: 'Outras ações',
  none: 'Nenhuma ação selecionada',
  count: (count: number): string =>
    count === 0
      ? 'Nenhuma ação selecionada'
      : count === 1
        ? '1 ação selecionada'
        : `${count} ações selecionadas`,
  remove: (code: string): string => `Remover ${code}`,
  action: (codigo: string, descricao: string): string => `${codigo} — ${descricao}`,
  loadFailed: 'Não foi possível carregar as rotinas',
  retry: 'Tentar novamente',
} as const;
