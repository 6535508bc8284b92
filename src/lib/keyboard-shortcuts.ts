/** What a key press asks of the signed-in area, wherever the user is in it. */
export type ShortcutAction = 'palette' | 'help' | 'search' | 'new';

/** Where the single-key shortcuts find their target in the page ('/' and 'n'): the element carrying it. */
export const SHORTCUT_TARGET = 'data-shortcut';

const TEXT_INPUT_TYPES = new Set([
  '',
  'text',
  'search',
  'email',
  'password',
  'number',
  'tel',
  'url',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** Whether keys pressed on `target` are typing (a text field, a rich-text editor): single-key shortcuts stay off there. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // isContentEditable, read from the attribute (a rich-text editor's, up the tree) where it is not computed.
  if (target.isContentEditable || target.closest('[contenteditable=""], [contenteditable="true"]'))
    return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}

/**
 * The shortcut a key press is, or null. Ctrl+K (⌘K on a Mac) opens the quick search from anywhere, a
 * text field included; '?', '/' and 'n' only outside text fields and while no dialog or drawer is open
 * (`layerOpen`), so they never take a character the user is typing.
 */
export function shortcutOf(event: KeyboardEvent, layerOpen: boolean): ShortcutAction | null {
  if (event.defaultPrevented || event.isComposing) return null;
  const key = event.key;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && key.toLowerCase() === 'k')
    return 'palette';
  if (event.ctrlKey || event.metaKey || event.altKey || layerOpen || isTypingTarget(event.target))
    return null;
  if (key === '?') return 'help';
  if (key === '/') return 'search';
  if (key === 'n') return 'new';
  return null;
}

/** A move through the tickets queue: 'j' the next ticket (or row), 'k' the previous one. */
export type QueueMove = 'next' | 'previous';

/** Elements whose own keys a queue move must leave alone (an open menu, a list of options, a dialog). */
const OWN_KEYS = '[role="menu"], [role="listbox"], [role="dialog"], [role="grid"]';

/**
 * The queue move a key press is, or null: 'j' or 'k' alone (no Ctrl, ⌘, Alt or Shift), never while
 * typing (a text field, the reply's editor), in an open menu or list of options, or while a dialog or
 * drawer is open (`layerOpen`).
 */
export function queueMoveOf(event: KeyboardEvent, layerOpen: boolean): QueueMove | null {
  if (event.defaultPrevented || event.isComposing || layerOpen) return null;
  if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return null;
  if (event.key !== 'j' && event.key !== 'k') return null;
  if (isTypingTarget(event.target)) return null;
  if (event.target instanceof Element && event.target.closest(OWN_KEYS)) return null;
  return event.key === 'j' ? 'next' : 'previous';
}

/** The shortcuts as the '?' help lists them (Ctrl reads ⌘ on a Mac). */
export function shortcutList(mac: boolean): ReadonlyArray<{ keys: string[]; description: string }> {
  const ctrl = mac ? '⌘' : 'Ctrl';
  return [
    { keys: [ctrl, 'K'], description: 'Busca rápida: rotinas, registros e itens recentes' },
    { keys: ['/'], description: 'Ir para a pesquisa da página' },
    { keys: ['N'], description: 'Novo registro, onde permitido' },
    { keys: ['J'], description: 'Na lista de chamados: próxima linha; num chamado: próximo chamado da fila' },
    {
      keys: ['K'],
      description: 'Na lista de chamados: linha anterior; num chamado: chamado anterior da fila',
    },
    { keys: ['Enter'], description: 'Na lista de chamados: abrir o chamado da linha' },
    { keys: [ctrl, 'Enter'], description: 'Enviar o comentário' },
    { keys: ['Enter'], description: 'Na pesquisa de rotinas: abrir a única encontrada' },
    { keys: ['?'], description: 'Mostrar os atalhos' },
    { keys: ['Esc'], description: 'Fechar o diálogo ou o painel' },
  ];
}
