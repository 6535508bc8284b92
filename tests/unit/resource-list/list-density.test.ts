import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage';

/** The density module as a new page loads it (its choice read from storage once). */
const freshPage = async () => {
  vi.resetModules();
  return import('@/kit/list/list-density');
};

describe('the density of the lists: chosen once, remembered in the browser', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("is 'Confortável' until chosen", async () => {
    expect((await freshPage()).listDensity()).toBe('confortavel');
  });

  it("is still 'Compacta' on the next page load once chosen, and back to the default when set back", async () => {
    (await freshPage()).setListDensity('compacta');
    expect(localStorage.getItem('retaguarda:densidade')).toBe('compacta');
    const next = await freshPage();
    expect(next.listDensity()).toBe('compacta');
    next.setListDensity('confortavel');
    expect(localStorage.getItem('retaguarda:densidade')).toBeNull();
    expect((await freshPage()).listDensity()).toBe('confortavel');
  });

  it('keeps a choice for the page when the browser refuses storage', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    });
    const page = await freshPage();
    expect(page.listDensity()).toBe('confortavel');
    page.setListDensity('compacta');
    expect(page.listDensity()).toBe('compacta');
  });
});
