import { useCallback, useEffect, useRef, useState } from 'react';
import { SHORTCUT_TARGET, shortcutOf } from '@/lib/keyboard-shortcuts';
import { startTypeahead } from '@/lib/keyboard-typeahead';

export type ShortcutPanel = 'palette' | 'help';

/** A modal dialog or drawer is open: the page's single-key shortcuts would act behind it. */
function layerOpen(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null;
}

/** The page's element for a single-key shortcut ('search', 'new'), inside the main content. */
function targetOf(name: 'search' | 'new'): HTMLElement | null {
  return document.querySelector<HTMLElement>(`main [${SHORTCUT_TARGET}="${name}"]`);
}

/**
 * The keyboard shortcuts of the signed-in area: Ctrl/⌘+K opens the quick search and '?' the list of
 * shortcuts (the panel returned); '/' focuses the page's search and 'n' opens its new-record form, when
 * the page has one (the element marked data-shortcut: a user who may not create has no such element).
 * From the moment the quick search is asked for, the keys typed are kept for its field (startTypeahead)
 * while its code loads and its dialog opens: none is lost, and none acts on the page behind.
 */
export function useGlobalShortcuts(): {
  panel: ShortcutPanel | null;
  /** The panels opened at least once (they stay mounted, hidden, once loaded). */
  opened: ReadonlySet<ShortcutPanel>;
  open: (panel: ShortcutPanel) => void;
  close: () => void;
} {
  const [panel, setPanelState] = useState<ShortcutPanel | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<ShortcutPanel>>(() => new Set());
  const shown = useRef<ShortcutPanel | null>(null);
  useEffect(() => {
    shown.current = panel;
  }, [panel]);
  const setPanel = useCallback((next: ShortcutPanel) => {
    // Asked for again while open, the quick search's field already has the keys.
    if (next === 'palette' && shown.current !== 'palette') startTypeahead();
    shown.current = next;
    setPanelState(next);
    setOpened((current) => (current.has(next) ? current : new Set([...current, next])));
  }, []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutOf(event, layerOpen());
      if (!action) return;
      if (action === 'palette' || action === 'help') {
        event.preventDefault();
        setPanel(action);
        return;
      }
      const target = targetOf(action);
      if (!target) return;
      event.preventDefault();
      if (action === 'search') target.focus();
      else target.click();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [setPanel]);
  const close = useCallback(() => {
    shown.current = null;
    setPanelState(null);
  }, []);
  return { panel, opened, open: setPanel, close };
}
