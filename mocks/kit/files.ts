import type { MockDatabase, StoredFile } from '../db/database';

/**
 * Stored files (attachments, avatars, logos). A file's URL is its API path relative to the API
 * base, "/v1/arquivos/<id>": the app loads it through the HTTP client (the call needs the bearer).
 */
export function fileUrl(id: string): string {
  return `/v1/arquivos/${id}`;
}

export async function storeFile(db: MockDatabase, file: Blob, nome?: string): Promise<StoredFile> {
  const id = `file-${db.counters.file++}`;
  const stored: StoredFile = {
    id,
    nome: nome ?? (file instanceof File ? file.name : id),
    tipo: file.type || 'application/octet-stream',
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
