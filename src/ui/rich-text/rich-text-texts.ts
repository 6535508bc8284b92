/** pt-BR names of the rich text editor's toolbar buttons and link tooltip. */
export const richTextTexts = {
  toolbar: 'Formatação do texto',
  bold: 'Negrito',
  italic: 'Itálico',
  underline: 'Sublinhado',
  strike: 'Tachado',
  orderedList: 'Lista numerada',
  bulletList: 'Lista com marcadores',
  blockquote: 'Citação',
  link: 'Inserir link',
  clean: 'Limpar formatação',
  loading: 'Carregando editor…',
} as const;
