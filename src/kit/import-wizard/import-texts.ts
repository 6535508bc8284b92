import { importOutcomeTexts } from '@/lib/imports/import-outcome-texts';
import { importLaunchTexts } from './import-launch-texts';

/** Texts of the import wizard of our own wording (pt-BR); fixed messages come from src/lib/messages. */
export const importTexts = {
  ...importLaunchTexts,
  stepTemplate: '1. Baixe a planilha modelo',
  templateHint: 'Preencha a planilha modelo (.xlsx) com os registros a importar, sem mudar o cabeçalho.',
  downloadTemplate: 'Baixar planilha modelo',
  downloading: 'Baixando…',
  stepFile: '2. Escolha a planilha preenchida',
  fileLabel: 'Planilha (.xlsx)',
  chooseFile: 'Escolher planilha',
  dropHint: 'ou arraste a planilha para cá. Somente arquivos .xlsx.',
  noFile: 'Nenhuma planilha escolhida',
  checking: 'Conferindo a planilha…',
  notXlsxName: (name: string): string =>
    `O arquivo ${name} não é uma planilha .xlsx. Escolha uma planilha .xlsx.`,
  notXlsxContent: (name: string): string =>
    `O arquivo ${name} tem a extensão .xlsx, mas o conteúdo não é de uma planilha .xlsx. Salve-a novamente no formato .xlsx.`,
  stepSend: '3. Envie a planilha',
  send: 'Importar planilha',
  sending: 'Enviando a planilha…',
  /** Progress text while the server processes the sheet. */
  processing: (entity: string, file: string): string => `Importando ${entity} da planilha ${file}…`,
  processingHint: 'Você pode fechar esta janela: o resultado será avisado quando a importação terminar.',
  progressLabel: (entity: string): string => `Importação de ${entity} em andamento`,
  /** Success title (toast and wizard). */
  done: importOutcomeTexts.done,
  errorsLabel: 'Erros da planilha',
  errorLine: 'Linha',
  errorColumn: 'Coluna',
  errorMessage: 'Mensagem',
  noValue: '—',
} as const;
