import { plural } from '@/lib/format/plural';

/**
 * Texts of the list's row selection and its bar (pt-BR, our own wording); the bulk lock drawer's, which
 * load with it, are in ./bulk-lock-texts.ts.
 */
export const bulkTexts = {
  selectColumn: 'Seleção',
  /** A row's checkbox: 'Selecionar BELO HORIZONTE'. */
  selectRow: (record: string): string => `Selecionar ${record}`,
  selectPage: 'Selecionar todos desta página',
  barLabel: 'Ações da seleção',
  /** '1 selecionado', '3 selecionados'. */
  selected: (count: number): string => plural(count, 'selecionado', 'selecionados'),
  lock: 'Inativar',
  unlock: 'Ativar',
  exportSelection: 'Exportar seleção',
  clear: 'Limpar seleção',
} as const;
