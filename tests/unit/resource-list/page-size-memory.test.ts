import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SIZE, parseListState, type ListDeclaration } from '@/kit/list/controller/list-state';
import { rememberedPageSize, rememberPageSize } from '@/kit/list/controller/page-size-memory';
import { memoryStorage } from './memory-storage';

const icms = { userId: 7, list: '/dashboard/aliquotas-icms' };
const list: ListDeclaration<'situacao', 'TODOS', Record<string, never>> = {
  tabs: { key: 'situacao', values: ['TODOS'], default: 'TODOS' },
  filters: [],
};

describe('page size memory: the size a user chose on a list', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('is none on a first visit, so the list opens with the default size of 10', () => {
    expect(rememberedPageSize(icms)).toBeNull();
    expect(parseListState(list, new URLSearchParams()).size).toBe(DEFAULT_PAGE_SIZE);
  });

  it('is what the next visit without a size in the URL opens with', () => {
    rememberPageSize(icms, 50);
    const remembered = rememberedPageSize(icms) ?? undefined;
    expect(remembered).toBe(50);
    expect(parseListState(list, new URLSearchParams(), remembered).size).toBe(50);
  });

  it('gives way to a size in the URL', () => {
    rememberPageSize(icms, 50);
    expect(
      parseListState(list, new URLSearchParams('limite=25'), rememberedPageSize(icms) ?? undefined).size,
    ).toBe(25);
  });

  it('is kept apart for each list and each user', () => {
    rememberPageSize(icms, 50);
    expect(rememberedPageSize({ ...icms, list: '/dashboard/cidades' })).toBeNull();
    expect(rememberedPageSize({ ...icms, userId: 8 })).toBeNull();
    rememberPageSize({ ...icms, userId: 8 }, 100);
    expect(rememberedPageSize(icms)).toBe(50);
  });

  it('ignores what is not a page size of the lists', () => {
    localStorage.setItem('retaguarda:tamanho-pagina:7:/dashboard/aliquotas-icms', '37');
    expect(rememberedPageSize(icms)).toBeNull();
  });

  it('is simply not kept where the browser refuses storage', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => rememberPageSize(icms, 50)).not.toThrow();
    expect(rememberedPageSize(icms)).toBeNull();
  });
});
