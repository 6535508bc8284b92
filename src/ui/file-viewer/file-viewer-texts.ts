/** The file viewer's own labels (pt-BR). The product's fixed messages come from src/lib/messages.ts. */
export const fileViewerTexts = {
  zoomOut: 'Diminuir zoom',
  zoomIn: 'Aumentar zoom',
  zoomReset: 'Restaurar zoom',
  zoomLevel: 'Zoom atual',
  toolbar: 'Ações do arquivo',
  download: 'Baixar',
  downloading: 'Baixando…',
  print: 'Imprimir',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  pageOf: (page: number, total: number): string => `Página ${page} de ${total}`,
  pdfCanvas: (name: string, page: number): string => `${name}, página ${page}`,
  htmlFrame: (name: string): string => `Conteúdo de ${name}`,
  /** The scrollable box around an image, a pdf page or a text (focusable, so the keyboard can scroll it). */
  contentBox: (name: string): string => `Conteúdo de ${name}`,
  /** Under a csv preview cut at its first rows. */
  firstRows: (count: number): string =>
    `Mostrando as primeiras ${count} linhas. Baixe o arquivo para ver todas.`,
  /** Instead of an image whose bytes are not the image its name says (an SVG named 'foto.png'). */
  notAnImage: (name: string, format: string | null): string =>
    `Visualização bloqueada: o conteúdo de ${name} não é ${format ? `uma imagem ${format}` : 'uma imagem'}. O arquivo pode ser baixado, mas não é exibido.`,
  /** Under a long text preview cut at its start. */
  textCut: 'Mostrando o início do arquivo. Baixe o arquivo para ver o conteúdo completo.',
} as const;
