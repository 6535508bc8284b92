import { describe, expect, it } from 'vitest';
import { parseThemeChoice, resolveTheme, THEME_STORAGE_KEY } from '../../../src/lib/theme/theme-choice';
import { createThemeStore, type ThemeEnvironment } from '../../../src/lib/theme/theme-store';

/** A browser stand-in: a storage, the system setting (switchable), <html>'s attributes, other tabs' writes. */
function fakeBrowser({
  stored = null,
  systemDark = false,
}: { stored?: string | null; systemDark?: boolean } = {}) {
  const items = new Map<string, string>(stored === null ? [] : [[THEME_STORAGE_KEY, stored]]);
  const attributes = new Map<string, string>();
  const mediaListeners = new Set<() => void>();
  const storageListeners = new Set<(key: string | null, value: string | null) => void>();
  const media = {
    matches: systemDark,
    addEventListener: (_type: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
  };
  const env: ThemeEnvironment = {
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    systemDark: media as unknown as ThemeEnvironment['systemDark'],
    root: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
    } as unknown as HTMLElement,
    onStorage: (listener) => {
      storageListeners.add(listener);
      return () => storageListeners.delete(listener);
    },
  };
  return {
    env,
    items,
    theme: () => attributes.get('data-theme'),
    setSystemDark(dark: boolean) {
      media.matches = dark;
      for (const listener of mediaListeners) listener();
    },
    otherTab(value: string | null) {
      for (const listener of storageListeners) listener(THEME_STORAGE_KEY, value);
    },
    listening: () => mediaListeners.size + storageListeners.size,
  };
}

describe('theme choice (src/lib/theme/theme-choice.ts)', () => {
  it("follows the system on 'system', and a choice of light or dark whatever the system says", () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it("reads anything but 'light' or 'dark' as no choice ('system')", () => {
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice('light')).toBe('light');
    for (const value of [null, undefined, '', 'system', 'escuro', 'DARK'])
      expect(parseThemeChoice(value)).toBe('system');
  });
});

describe('theme store (src/lib/theme/theme-store.ts)', () => {
  it('with no saved choice, shows the theme of the system: dark on a dark system, light on a light one', () => {
    const dark = fakeBrowser({ systemDark: true });
    expect(createThemeStore(dark.env).getState()).toEqual({ choice: 'system', theme: 'dark' });
    expect(dark.theme()).toBe('dark');
    const light = fakeBrowser({ systemDark: false });
    expect(createThemeStore(light.env).getState()).toEqual({ choice: 'system', theme: 'light' });
    expect(light.theme()).toBe('light');
  });

  it('a saved choice wins over the system setting', () => {
    const browser = fakeBrowser({ stored: 'light', systemDark: true });
    expect(createThemeStore(browser.env).getState()).toEqual({ choice: 'light', theme: 'light' });
    expect(browser.theme()).toBe('light');
  });

  it("follows a change of the system setting at once on 'system', and ignores it under a choice", () => {
    const browser = fakeBrowser({ systemDark: false });
    const store = createThemeStore(browser.env);
    let changes = 0;
    store.subscribe(() => (changes += 1));
    browser.setSystemDark(true);
    expect(store.getState().theme).toBe('dark');
    expect(browser.theme()).toBe('dark');
    expect(changes).toBe(1);

    store.setChoice('light');
    browser.setSystemDark(false);
    browser.setSystemDark(true);
    expect(store.getState()).toEqual({ choice: 'light', theme: 'light' });
    expect(browser.theme()).toBe('light');
  });

  it("saves a choice of light or dark, and 'system' forgets the saved one", () => {
    const browser = fakeBrowser({ systemDark: false });
    const store = createThemeStore(browser.env);
    store.setChoice('dark');
    expect(browser.items.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(browser.theme()).toBe('dark');
    // The next visit starts from it.
    expect(createThemeStore(browser.env).getState()).toEqual({ choice: 'dark', theme: 'dark' });

    store.setChoice('system');
    expect(browser.items.has(THEME_STORAGE_KEY)).toBe(false);
    expect(store.getState()).toEqual({ choice: 'system', theme: 'light' });
    expect(browser.theme()).toBe('light');
  });

  it('takes over a choice made in another tab', () => {
    const browser = fakeBrowser({ systemDark: true });
    const store = createThemeStore(browser.env);
    browser.otherTab('light');
    expect(store.getState()).toEqual({ choice: 'light', theme: 'light' });
    browser.otherTab(null);
    expect(store.getState()).toEqual({ choice: 'system', theme: 'dark' });
  });

  it('switches for the visit when the browser refuses the storage', () => {
    const browser = fakeBrowser();
    const refusing = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const store = createThemeStore({
      ...browser.env,
      storage: { getItem: refusing, setItem: refusing, removeItem: refusing },
    });
    expect(store.getState().choice).toBe('system');
    store.setChoice('dark');
    expect(store.getState()).toEqual({ choice: 'dark', theme: 'dark' });
    expect(browser.theme()).toBe('dark');
  });

  it('stops listening when stopped', () => {
    const browser = fakeBrowser();
    const store = createThemeStore(browser.env);
    expect(browser.listening()).toBe(2);
    store.stop();
    expect(browser.listening()).toBe(0);
  });
});
