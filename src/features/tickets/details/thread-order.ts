import type { ComentarioChamado, EventoChamado } from '@generated/api/model';

/** The thread's order: the oldest comment first; ties by id (creation order). */
export function sortComments<T extends Pick<ComentarioChamado, 'id' | 'createdAt'>>(
  comentarios: readonly T[],
): T[] {
  return [...comentarios].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
}

/** One row of the thread: a comment or an event of the ticket's history. */
export type ThreadItem<C = ComentarioChamado, E = EventoChamado> =
  { kind: 'comment'; comment: C } | { kind: 'event'; event: E };

type Timed = Pick<ComentarioChamado, 'id' | 'createdAt'>;

/**
 * Comments and events in one line of time, oldest first. At the same moment the comment comes first:
 * a reply sent with a status change ('Responder e aguardar cliente', a closing with a comment) reads as
 * what was said, then what it changed. Comments among themselves and events among themselves keep
 * their own order (by id at the same moment).
 */
export function threadItems<C extends Timed, E extends Timed>(
  comentarios: readonly C[],
  eventos: readonly E[],
): Array<ThreadItem<C, E>> {
  const comments = sortComments(comentarios);
  const events = sortComments(eventos);
  const items: Array<ThreadItem<C, E>> = [];
  let nextComment = 0;
  let nextEvent = 0;
  while (nextComment < comments.length || nextEvent < events.length) {
    const comment = comments[nextComment];
    const event = events[nextEvent];
    if (comment && (!event || Date.parse(comment.createdAt) <= Date.parse(event.createdAt))) {
      items.push({ kind: 'comment', comment });
      nextComment += 1;
    } else {
      items.push({ kind: 'event', event: event! });
      nextEvent += 1;
    }
  }
  return items;
}
