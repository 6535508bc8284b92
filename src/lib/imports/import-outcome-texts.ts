/** How an import's success is told (the wizard's status and the toast), pt-BR. */
export const importOutcomeTexts = {
  /** Success title (toast and wizard). */
  done: (entity: string): string => `Importação de ${entity} concluída`,
  /** Success toast: the title and, when the server gives one, its summary (counts). */
  doneToast: (entity: string, summary: string | null | undefined): string =>
    summary ? `Importação de ${entity} concluída. ${summary}` : `Importação de ${entity} concluída`,
} as const;
