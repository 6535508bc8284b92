/** Texts of the front-end routine deletion (pt-BR, of our own wording; DEL_FRONT_ROT allows the action). */
export const frontRoutineDeleteTexts = {
  action: 'Excluir',
  /** Accessible name of the row's icon button, like the kit's 'Consultar <label>'. */
  rowAction: (label: string): string => `Excluir ${label}`,
  title: 'Excluir rotina front-end',
  question: 'Deseja excluir a rotina front-end',
  route: 'Rota',
  irreversible: 'A exclusão é definitiva e não pode ser desfeita.',
  deleted: 'Rotina front-end excluída com sucesso',
} as const;
