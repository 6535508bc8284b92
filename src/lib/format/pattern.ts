/**
 * Shared helpers for documents.ts and masks.ts: '#' in a pattern is a slot, anything else a literal.
 * Literals are only written before a slot that receives a character, so a partial value never ends
 * with a dangling separator ('123.' never appears; '123.4' does).
 */
export function applyPattern(chars: string, pattern: string): string {
  let out = '';
  let next = 0;
  for (const symbol of pattern) {
    if (next >= chars.length) break;
    if (symbol === '#') {
      out += chars[next];
      next += 1;
    } else {
      out += symbol;
    }
  }
  return out;
}

/** Digits and upper-case ASCII letters only: '12.abc.345/01de-35' → '12ABC34501DE35'. */
export function unmask(text: string | number | null | undefined): string {
  if (text === null || text === undefined) return '';
  return String(text)
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');
}

/** Digits only. */
export function onlyDigits(text: string | number | null | undefined): string {
  if (text === null || text === undefined) return '';
  return String(text).replace(/\D/g, '');
}
