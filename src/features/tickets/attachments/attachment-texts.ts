/** pt-BR texts of the attachment inputs and lists. */
export const attachmentTexts = {
  label: 'Anexos',
  choose: 'Anexar arquivos',
  dropHint: 'ou arraste os arquivos para cá',
  accepted: 'pdf, jpg, png, mp3 e outros áudios, mp4, Excel, csv, docx, txt, zip e rar',
  remove: (name: string) => `Remover ${name}`,
  duplicate: (name: string) => `Arquivo já anexado: ${name}`,
  open: (name: string) => `Visualizar ${name}`,
  listLabel: 'Arquivos anexados',
} as const;
