import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyListDensity, storedDensity } from '@/kit/list/list-density';
import { memoryStorage } from './memory-storage';

/** The page's <html>: list.css reads the density from its data-density. */
const root = { dataset: {} as Record<string, string> };

describe('the density of the lists: chosen once, remembered in the browser, shown on the page', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('document', { documentElement: root });
    root.dataset = {};
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is 'Confortável' until chosen", () => {
    expect(storedDensity()).toBe('confortavel');
  });

  it("is still 'Compacta' on the next visit once chosen, and back to the default when set back", () => {
    applyListDensity('compacta', true);
    expect(root.dataset.density).toBe('compacta');
    expect(localStorage.getItem('retaguarda:densidade')).toBe('compacta');
    expect(storedDensity()).toBe('compacta');
    applyListDensity('confortavel', true);
    expect(root.dataset.density).toBe('confortavel');
    expect(localStorage.getItem('retaguarda:densidade')).toBeNull();
    expect(storedDensity()).toBe('confortavel');
  });

  it('shows a density without remembering it when asked only to show it (a table taking the stored one)', () => {
    applyListDensity('compacta');
    expect(root.dataset.density).toBe('compacta');
    expect(storedDensity()).toBe('confortavel');
  });

  it('shows the choice for the page when the browser refuses storage', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    });
    expect(storedDensity()).toBe('confortavel');
    applyListDensity('compacta', true);
    expect(root.dataset.density).toBe('compacta');
  });
});
