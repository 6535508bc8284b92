/** The description of the list's row of the ticket opened last (on its own: the list's first paint carries it). */
export const SEEN_NOTE = 'Último chamado aberto';
