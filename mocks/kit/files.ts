import { ATTACHMENT_TYPES } from '@/lib/files/attachment-types';
import {
  extensionOf,
  headIsRaster,
  RASTER_TYPES,
  rasterFormatOfName,
  rasterFormatOfType,
} from '@/lib/files/image-content';
import type { MockDatabase, StoredFile } from '../db/database';

/**
 * Stored files (attachments, avatars, logos). A file's URL is its API path relative to the API
 * base, "/v1/arquivos/<id>": the app loads it through the HTTP client (the call needs the bearer).
 */
export function fileUrl(id: string): string {
  return `/v1/arquivos/${id}`;
}

/**
 * The type a file of this name is stored and served as: its extension's (the attachments' allow-list,
 * the raster images of avatars and logos, svg for logos), never the type the client sent; null for
 * any other name (stored as application/octet-stream).
 */
export function fileTypeOfName(nome: string): string | null {
  const extension = extensionOf(nome);
  if (Object.hasOwn(ATTACHMENT_TYPES, extension)) return ATTACHMENT_TYPES[extension];
  const raster = rasterFormatOfName(nome);
  if (raster) return RASTER_TYPES[raster];
  return extension === 'svg' ? 'image/svg+xml' : null;
}

/**
 * The Content-Type a stored file is served with: its name's type when the name has a known extension
 * (else the type it was stored with), and application/octet-stream when that is an image type its
 * bytes do not match (an SVG stored as 'foto.png' before uploads were checked is never served as an image).
 */
export function servedFileType(file: StoredFile): string {
  const type = fileTypeOfName(file.nome) ?? (file.tipo || 'application/octet-stream');
  const raster = rasterFormatOfType(type);
  return raster && !headIsRaster(file.bytes) ? 'application/octet-stream' : type;
}

/**
 * Stores an uploaded file under the type of its name (fileTypeOfName); `fallbackType`, already checked by
 * the caller, only for a name without a known extension. The type the client sent is never kept.
 */
export async function storeFile(
  db: MockDatabase,
  file: Blob,
  nome?: string,
  fallbackType?: string,
): Promise<StoredFile> {
  const id = `file-${db.counters.file++}`;
  const name = nome ?? (file instanceof File ? file.name : id);
  const stored: StoredFile = {
    id,
    nome: name,
    tipo: fileTypeOfName(name) ?? fallbackType ?? 'application/octet-stream',
    bytes: new Uint8Array(await file.arrayBuffer()),
  };
  db.files[id] = stored;
  return stored;
}

/** Stores a file made by the seed (text or bytes). */
export function storeSeedFile(
  db: MockDatabase,
  nome: string,
  tipo: string,
  content: string | Uint8Array,
): StoredFile {
  const id = `file-${db.counters.file++}`;
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const stored: StoredFile = { id, nome, tipo, bytes };
  db.files[id] = stored;
  return stored;
}
