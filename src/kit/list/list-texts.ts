/** 'Cidades' → 'cidades'; 'NCMs' and 'CFOPs' stay (their second letter is a capital too). */
function lowerFirstWord(text: string): string {
  const second = text.charAt(1);
  return second && second === second.toLowerCase() ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * Texts of the resource list kit of our own wording (pt-BR); fixed messages come from src/lib/messages.
 * The columns drawer's load with it (./columns-drawer-texts.ts).
 */
export const listTexts = {
  tabsLabel: 'Situação dos registros',
  all: 'Todos',
  search: 'Pesquisar',
  searchPlaceholder: 'Pesquisar…',
  status: 'Situação',
  actions: 'Ações',
  view: 'Consultar',
  edit: 'Editar',
  config: 'Configurações',
  lock: 'Inativar',
  unlock: 'Ativar',
  moreActions: 'Mais ações',
  // active filters
  activeFilters: 'Filtros aplicados',
  /** A chip of a filter in force: 'Cliente: ALMEIDA AGROTRANSPORTES LTDA'. */
  filterChip: (label: string, value: string): string => `${label}: ${value}`,
  /** Accessible name of a chip's remove button: 'Remover filtro Cliente: ALMEIDA …'. */
  removeFilter: (chip: string): string => `Remover filtro ${chip}`,
  /** What failed: 'Não foi possível carregar a lista de cidades.' (an acronym keeps its capitals: 'de NCMs'). */
  loadFailedOf: (plural: string): string => `Não foi possível carregar a lista de ${lowerFirstWord(plural)}.`,
  /** Why: the API's message with its status ('Ops, alguma coisa deu errado (erro 500)'), or that no answer came. */
  loadFailedReason: ({
    message,
    status,
    noAnswer,
  }: {
    message: string;
    status?: number;
    noAnswer?: boolean;
  }): string =>
    noAnswer
      ? 'O servidor não respondeu. Verifique a conexão.'
      : status === undefined
        ? message
        : `${message} (erro ${status})`,
  retry: 'Tentar novamente',
  loadingRows: 'Carregando registros',
  /** Accessible name of a row action: 'Editar BELO HORIZONTE'. */
  rowAction: (action: string, record: string): string => `${action} ${record}`,
  /** Accessible name of the 'Filtros' button with active filters: 'Filtros (2 ativos)'. */
  filtersActive: (label: string, count: number): string =>
    count === 0 ? label : `${label} (${count} ${count === 1 ? 'ativo' : 'ativos'})`,
  // density of the rows
  /** The toggle's name (pressed: the rows are compact). */
  compactRows: 'Densidade compacta',
  /** The toggle's tooltip, the density in force. */
  comfortableRows: 'Densidade: Confortável',
  compactRowsInForce: 'Densidade: Compacta',
  // pagination
  pagination: 'Paginação',
  pageSize: 'Itens por página',
  firstPage: 'Primeira página',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  lastPage: 'Última página',
  /** '11–20 de 57'. */
  range: (first: number, last: number, total: number): string => `${first}–${last} de ${total}`,
  pageOf: (page: number, pages: number): string => `Página ${page} de ${Math.max(pages, 1)}`,
  // columns drawer
  columns: 'Colunas',
  columnsTitle: 'Configurar colunas',
  cancel: 'Cancelar',
  // filters drawer (and the chips' yes/no)
  yes: 'Sim',
  no: 'Não',
  // export
  export: 'Exportar',
  exportExcel: 'Exportar Excel',
  exportPdf: 'Exportar listagem (PDF)',
  exporting: 'Exportando…',
  /** Progress of a download: 'Exportando… 45%'. */
  progress: (label: string, fraction: number | null): string =>
    fraction === null ? label : `${label} ${Math.round(fraction * 100)}%`,
  // import
  import: 'Importar',
  // empty states (after the spec's 'Nenhum registro encontrado')
  /** Why a narrowed list shows nothing: 'Para a busca “rio”, com os filtros aplicados.' */
  emptyBecause: (search: string, filtered: boolean): string =>
    search && filtered
      ? `Para a busca “${search}”, com os filtros aplicados.`
      : search
        ? `Para a busca “${search}”.`
        : 'Com os filtros aplicados.',
  emptyList: 'Ainda não há registros cadastrados.',
} as const;
