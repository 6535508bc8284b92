/**
 * How a picture's address from an API answer (the contract's UrlArquivo: avatarUrl, logoUrl) is loaded.
 * The contract allows two forms: a path under the API's base ('/v1/arquivos/7', loaded through the HTTP
 * client with the bearer) and an absolute https URL (a CDN, a signed URL: the browser loads it itself,
 * without the bearer). The app's own previews add data:image/ and blob: addresses. Anything else is
 * refused here rather than sent: a relative text such as 'foto.png' or '../x' would otherwise be asked
 * of the API (or of another path of its origin, with the bearer) and only fail later.
 */
export type FileUrlSource = { kind: 'api'; path: string } | { kind: 'browser'; url: string } | null;

/** The characters of a URI reference (RFC 3986): no spaces, backslashes, control or non-ASCII characters. */
const URI_CHARACTERS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;
const BROKEN_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/**
 * Whether `value` is a path the API serves under its base: one leading slash (two would name another
 * host), only URI characters, well-formed %-escapes, and no '.' or '..' segment (nor '%2e'): the browser
 * resolves those, so '/../x' under the base '/dev/api' would leave the API for '/dev/x'.
 */
export function isApiFilePath(value: string): boolean {
  if (!/^\/[^/\\]/.test(value) || !URI_CHARACTERS.test(value) || BROKEN_ESCAPE.test(value)) return false;
  const path = value.split(/[?#]/, 1)[0];
  return path.split('/').every((segment) => !/^(\.|%2e){1,2}$/i.test(segment));
}

/** An absolute http(s) URL with a host and no credentials in it, normalised; null otherwise. */
function absoluteHttpUrl(value: string): string | null {
  if (!/^https?:\/\/[^/\\]/i.test(value)) return null;
  try {
    const url = new URL(value);
    const ok = (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    return ok && url.username === '' && url.password === '' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Where the bytes of a picture's address come from: 'api' (a path under the API's base, fetched with the
 * bearer), 'browser' (an absolute http(s) URL, or a data:image/ or blob: preview the app made, given to
 * <img> as it is) or null (nothing to fetch: the placeholder shows, and no request leaves).
 */
export function fileUrlSource(value: string | null | undefined): FileUrlSource {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  const absolute = absoluteHttpUrl(trimmed);
  if (absolute !== null) return { kind: 'browser', url: absolute };
  if (/^(data:image\/|blob:)/i.test(trimmed)) return { kind: 'browser', url: trimmed };
  return isApiFilePath(trimmed) ? { kind: 'api', path: trimmed } : null;
}
