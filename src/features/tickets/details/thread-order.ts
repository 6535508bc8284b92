import type { ComentarioChamado } from '@generated/api/model';

/** The thread's order: the oldest comment first; ties by id (creation order). */
export function sortComments<T extends Pick<ComentarioChamado, 'id' | 'createdAt'>>(comentarios: readonly T[]): T[] {
  return [...comentarios].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
}
