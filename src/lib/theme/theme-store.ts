import { useSyncExternalStore } from 'react';
import {
  DARK_SYSTEM_QUERY,
  parseThemeChoice,
  resolveTheme,
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
  type Theme,
  type ThemeChoice,
} from './theme-choice';

/**
 * The theme while the app runs: the choice (avatar menu) saved and applied at once, the system setting
 * followed as it changes while the choice is 'system', and a choice made in another tab of the app taken
 * over (the storage event). The first paint's theme was set before any of this (theme-choice.ts).
 */

export interface ThemeState {
  choice: ThemeChoice;
  /** What is on screen. */
  theme: Theme;
}

/** What the store needs from the browser (the window in the app; stand-ins in tests). */
export interface ThemeEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  systemDark: Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'> | null;
  root: HTMLElement;
  /** Calls back with the new value when another tab changes the stored choice; returns the unsubscribe. */
  onStorage: (listener: (key: string | null, value: string | null) => void) => () => void;
}

export interface ThemeStore {
  getState: () => ThemeState;
  subscribe: (listener: () => void) => () => void;
  setChoice: (choice: ThemeChoice) => void;
  /** Stops following the system setting and the other tabs. */
  stop: () => void;
}

function readChoice(storage: ThemeEnvironment['storage']): ThemeChoice {
  try {
    return parseThemeChoice(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

export function createThemeStore(env: ThemeEnvironment): ThemeStore {
  const listeners = new Set<() => void>();
  let state: ThemeState = { choice: 'system', theme: 'light' };

  const update = (choice: ThemeChoice) => {
    const theme = resolveTheme(choice, env.systemDark?.matches ?? false);
    env.root.setAttribute(THEME_ATTRIBUTE, theme);
    if (choice === state.choice && theme === state.theme) return;
    state = { choice, theme };
    for (const listener of listeners) listener();
  };

  const onSystemChange = () => update(state.choice);
  env.systemDark?.addEventListener('change', onSystemChange);
  const stopStorage = env.onStorage((key, value) => {
    if (key === THEME_STORAGE_KEY || key === null) update(parseThemeChoice(value));
  });
  update(readChoice(env.storage));

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setChoice: (choice) => {
      try {
        if (choice === 'system') env.storage?.removeItem(THEME_STORAGE_KEY);
        else env.storage?.setItem(THEME_STORAGE_KEY, choice);
      } catch {
        // A browser that refuses storage still switches for this visit.
      }
      update(choice);
    },
    stop: () => {
      env.systemDark?.removeEventListener('change', onSystemChange);
      stopStorage();
    },
  };
}

function browserEnvironment(): ThemeEnvironment {
  let storage: Storage | null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return {
    storage,
    systemDark: typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SYSTEM_QUERY) : null,
    root: document.documentElement,
    onStorage: (listener) => {
      const handler = (event: StorageEvent) => listener(event.key, event.newValue);
      window.addEventListener('storage', handler);
      return () => window.removeEventListener('storage', handler);
    },
  };
}

let appStore: ThemeStore | null = null;

/** The app's theme store, started on first use (main.tsx starts it before the first render). */
export function themeStore(): ThemeStore {
  appStore ??= createThemeStore(browserEnvironment());
  return appStore;
}

/** The theme choice and the theme on screen; re-renders when either changes. */
export function useTheme(): ThemeState & { setChoice: (choice: ThemeChoice) => void } {
  const store = themeStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, setChoice: store.setChoice };
}
