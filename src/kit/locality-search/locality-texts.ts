import { emptyMessages, uiText } from '@/lib/messages';

/** Texts of the locality search; the product's fixed messages come from src/lib/messages. */
export const localityTexts = {
  title: uiText.localitySearchTitle,
  search: 'Localidade',
  searchPlaceholder: 'Cidade, endereço ou ponto de referência',
  minChars: emptyMessages.localityMinChars,
  none: emptyMessages.noLocality,
  noneHint: emptyMessages.localityHint,
  searching: 'Pesquisando…',
  failed: 'Não foi possível concluir a pesquisa.',
  retry: 'Tentar novamente',
  results: 'Localidades encontradas',
  coordinates: 'Latitude e longitude',
  close: uiText.close,
  select: uiText.select,
  /** The form button that opens the dialog. */
  open: 'Pesquisar localidade',
} as const;
