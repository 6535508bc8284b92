/**
 * The texts of a list's import buttons, apart from the wizard's (./import-texts.ts): the list's first
 * paint carries these two, the wizard's load with its drawer.
 */
export const importLaunchTexts = {
  /** Button of the second import of the toll plaza list. */
  importValues: 'Importar valores',
  /** 'Importar cidades' (drawer title and the button's accessible name). */
  title: (entity: string): string => `Importar ${entity}`,
} as const;
