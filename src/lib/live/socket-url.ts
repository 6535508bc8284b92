/**
 * The live socket URL of a user: the configured socketUrl (absolute ws(s)/http(s) or a path relative
 * to the page) as ws:// or wss://, with `usu_id` in the query.
 */
export function buildLiveSocketUrl(
  socketUrl: string,
  userId: number,
  base: string = typeof window === 'undefined' ? 'http://localhost/' : window.location.href,
): string {
  const url = new URL(socketUrl, base);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  url.searchParams.set('usu_id', String(userId));
  return url.toString();
}
