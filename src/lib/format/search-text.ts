/** Lower case without accents or surrounding blanks: 'Países' and 'paises' match; 'ALÍQUOTA' and 'aliquota' too. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();
}

/** Whether every word of the query appears (accent- and case-insensitively) in one of the texts. */
export function matchesSearch(query: string, ...texts: string[]): boolean {
  const words = normalizeSearchText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeSearchText(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}

/** A search as the API's list calls take it (`filtros`): one term per word. */
export function searchTerms(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}
