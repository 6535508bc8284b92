import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { InertImage } from '@/lib/files/inert-image';
import { getHttpStatus } from '@/lib/query/query-client';
import { http } from './client';
import { fileUrlSource } from './file-url';

/**
 * Stored files (avatars, logos, attachments) are served at API paths such as '/v1/arquivos/file-12'
 * that need the bearer token, so an <img src> cannot point at them. They are loaded as blobs through
 * the one HTTP client, cached by react-query under their path, and shown through object URLs.
 */

/** A stored file never changes at its path (a new upload gets a new path): cache it for long. */
export const FILE_STALE_TIME_MS = Number.POSITIVE_INFINITY;
/** Bytes of a file nobody shows any more leave the cache after 30 minutes. */
export const FILE_GC_TIME_MS = 30 * 60 * 1000;
/** An object URL nobody holds is revoked after this delay (a remount in between keeps it). */
export const OBJECT_URL_REVOKE_DELAY_MS = 5000;

/** Query key of a file's bytes: its API path (the same key as the generated getBuscaArquivoQueryKey). */
export function getFileQueryKey(apiPath: string): readonly [string] {
  return [apiPath] as const;
}

/**
 * GET of a file's bytes as a Blob, through the one HTTP client (bearer included). `decorative`: only a
 * picture hangs on it, so a 401 that survives the token's renewal does not end the session.
 */
export async function fetchFileBlob(
  apiPath: string,
  signal?: AbortSignal,
  { decorative = false }: { decorative?: boolean } = {},
): Promise<Blob> {
  const response = await http.get<Blob>(apiPath, { responseType: 'blob', signal, decorative });
  return response.data;
}

/**
 * A picture is asked again only when the failure may pass (no answer, a 5xx), and once: a 4xx will not
 * change at a path whose file never changes, and a row of a list is not worth a stream of requests.
 */
function retryPicture(failureCount: number, error: unknown): boolean {
  const status = getHttpStatus(error);
  return failureCount < 1 && (status === undefined || status >= 500);
}

// ---- object URLs, shared per Blob and reference-counted --------------------------------------------

interface ObjectUrlEntry {
  url: string;
  holders: number;
  revokeTimer?: ReturnType<typeof setTimeout>;
}

const objectUrls = new WeakMap<Blob, ObjectUrlEntry>();

function canCreateObjectUrls(): boolean {
  return typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';
}

function objectUrlEntry(blob: Blob): ObjectUrlEntry {
  let entry = objectUrls.get(blob);
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), holders: 0 };
    objectUrls.set(blob, entry);
  }
  return entry;
}

function holdObjectUrl(blob: Blob): void {
  const entry = objectUrlEntry(blob);
  entry.holders += 1;
  if (entry.revokeTimer !== undefined) clearTimeout(entry.revokeTimer);
  entry.revokeTimer = undefined;
}

function releaseObjectUrl(blob: Blob): void {
  const entry = objectUrls.get(blob);
  if (!entry) return;
  entry.holders -= 1;
  if (entry.holders > 0) return;
  entry.revokeTimer = setTimeout(() => {
    if (entry.holders > 0) return;
    URL.revokeObjectURL(entry.url);
    if (objectUrls.get(blob) === entry) objectUrls.delete(blob);
  }, OBJECT_URL_REVOKE_DELAY_MS);
}

// ---- pictures made inert, once per Blob ---------------------------------------------------------------

/** Blobs already made inert (null: not a picture to show), so a remount or a second user answers at once. */
const inertImages = new WeakMap<Blob, InertImage | null>();
const inertConversions = new WeakMap<Blob, Promise<InertImage | null>>();

function inertImageOf(blob: Blob): Promise<InertImage | null> {
  let conversion = inertConversions.get(blob);
  if (!conversion) {
    // The checks load with the first picture, after the shell's first paint (they are not on its path).
    conversion = import('@/lib/files/inert-image').then(async ({ toInertImage }) => {
      const image = await toInertImage(blob);
      inertImages.set(blob, image);
      return image;
    });
    inertConversions.set(blob, conversion);
  }
  return conversion;
}

/** The inert form of a loaded picture (toInertImage): null while it is worked out and when it is none. */
function useInertImage(blob: Blob | null): InertImage | null {
  const [converted, setConverted] = useState<{ source: Blob; image: InertImage | null } | null>(null);
  useEffect(() => {
    if (!blob || inertImages.has(blob)) return undefined;
    let active = true;
    void inertImageOf(blob).then((image) => {
      if (active) setConverted({ source: blob, image });
    });
    return () => {
      active = false;
    };
  }, [blob]);
  if (!blob) return null;
  if (inertImages.has(blob)) return inertImages.get(blob) ?? null;
  return converted?.source === blob ? converted.image : null;
}

/**
 * The URL to show a decorative picture (avatar, logo) with, by fileUrlSource: absolute http(s), data:image/
 * and blob: URLs as they are (the browser loads them, without the bearer); an API path is loaded through
 * the HTTP client and answered, once its bytes are checked (toInertImage), as an object URL of a raster
 * image re-typed to its format or as a data: URL of an SVG; never as a blob: address of an SVG or an HTML
 * page, which opened in a new tab would run in the app's origin. Null while loading, on failure, without
 * an address, for an address of another form (nothing is sent) or when the bytes are no picture: the
 * caller shows its placeholder. A failure is the picture's alone: no toast (silent), no session ended,
 * and no new request on each mount or focus; a dropped connection coming back asks again. The object URL
 * is revoked once no mounted component uses it.
 */
export function useFileObjectUrl(address: string | null | undefined): string | null {
  const source = fileUrlSource(address);
  const absolute = source?.kind === 'browser' ? source.url : null;
  const path = source?.kind === 'api' && canCreateObjectUrls() ? source.path : null;

  const { data } = useQuery({
    queryKey: getFileQueryKey(path ?? ''),
    queryFn: path === null ? skipToken : ({ signal }) => fetchFileBlob(path, signal, { decorative: true }),
    staleTime: FILE_STALE_TIME_MS,
    gcTime: FILE_GC_TIME_MS,
    meta: { silent: true },
    retry: retryPicture,
    retryOnMount: false,
    refetchOnWindowFocus: false,
    // A picture in the cache never goes stale, so only one that failed is asked again.
    refetchOnReconnect: true,
  });
  const image = useInertImage(path !== null && data instanceof Blob ? data : null);
  const blob = image && 'blob' in image ? image.blob : null;

  const objectUrl = useMemo(() => (blob ? objectUrlEntry(blob).url : null), [blob]);
  useEffect(() => {
    if (!blob) return undefined;
    holdObjectUrl(blob);
    return () => releaseObjectUrl(blob);
  }, [blob]);

  return absolute ?? objectUrl ?? (image && 'dataUrl' in image ? image.dataUrl : null);
}
