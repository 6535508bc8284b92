/** pt-BR texts of the attachment inputs and lists. */
export const attachmentTexts = {
  label: 'Anexos',
  choose: 'Anexar arquivos',
  dropHint: 'ou arraste os arquivos para cá',
  accepted: 'pdf, jpg, png, mp3 e outros áudios, mp4, Excel, csv, docx, txt, zip e rar',
  remove: (name: string) => `Remover ${name}`,
  duplicate: (name: string) => `Arquivo já anexado: ${name}`,
  /** The name of an attachment's button: what it does, then its visible words (name and size), as WCAG 2.5.3 asks. */
  open: (name: string, size: string) => `Visualizar ${name} ${size}`,
  listLabel: 'Arquivos anexados',
} as const;
