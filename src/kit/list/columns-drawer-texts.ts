/** Texts of the 'Configurar colunas' drawer (pt-BR, our own wording): they load with the drawer, on first use. */
export const columnsDrawerTexts = {
  columnsHint: 'Arraste para reordenar ou use os botões de mover; desmarque para ocultar.',
  dragHandle: (column: string): string => `Arrastar ${column}`,
  moveUp: (column: string): string => `Mover ${column} para cima`,
  moveDown: (column: string): string => `Mover ${column} para baixo`,
  moved: (column: string, position: number, total: number): string =>
    `${column} na posição ${position} de ${total}`,
  lastVisible: 'Ao menos uma coluna fica visível',
  resetConfirm: 'Restaurar a ordem e a visibilidade padrão das colunas?',
  resetConfirmAction: 'Redefinir',
} as const;
