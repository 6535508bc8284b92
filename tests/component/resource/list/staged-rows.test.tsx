import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rowsOnScreen, useStagedRows } from '@/kit/list/use-staged-rows';

/*
 * A table renders a new state's rows on screen first and the rest once those are painted; a refresh of
 * the same state never takes rows away. jsdom draws nothing, so rows count at the least row height.
 */

const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: from + index }));
/** jsdom's window is 768 px high: 24 rows of the least height (32 px), and one more cut by its edge. */
const SCREEN_HEIGHT = 768;
const ON_SCREEN = 25;

function renderStaged(records: readonly { id: number }[], stateKey: string) {
  const body = { current: document.createElement('tbody') };
  return renderHook(({ rows, key }) => useStagedRows(rows, key, body), {
    initialProps: { rows: records, key: stateKey },
  });
}

describe('useStagedRows: the rows on screen first, then the rest', () => {
  it('fills the screen at the least row height, one more for a row cut by its edge', () => {
    expect(window.innerHeight).toBe(SCREEN_HEIGHT);
    // Not drawn yet: the least height.
    expect(rowsOnScreen(0)).toBe(ON_SCREEN);
    expect(rowsOnScreen(32)).toBe(ON_SCREEN);
    // Rows drawn 48 px high: 16 fill the screen, and one more; 49 px: 15.7, rounded up, and one more.
    expect(rowsOnScreen(48)).toBe(17);
    expect(rowsOnScreen(49)).toBe(17);
    // Rows are never counted shorter than the least height.
    expect(rowsOnScreen(20)).toBe(ON_SCREEN);
  });

  it('renders the first rows that arrive (after the loading state) in two stages', async () => {
    const { result, rerender } = renderStaged([], '?limite=100');
    expect(result.current).toBe(0);
    rerender({ rows: page(1, 100), key: '?limite=100' });
    expect(result.current).toBe(ON_SCREEN);
    await waitFor(() => expect(result.current).toBe(100));
  });

  it('renders a new state of the list (another page) in two stages', async () => {
    const { result, rerender } = renderStaged(page(1, 100), '?limite=100');
    expect(result.current).toBe(100);
    rerender({ rows: page(101, 100), key: '?limite=100&pagina=2' });
    expect(result.current).toBe(ON_SCREEN);
    await waitFor(() => expect(result.current).toBe(100));
  });

  it('renders a refresh of the same state at once, so no row on screen is taken away', () => {
    const { result, rerender } = renderStaged(page(1, 100), '?limite=100');
    rerender({ rows: [...page(1, 99), { id: 500 }], key: '?limite=100' });
    expect(result.current).toBe(100);
  });

  it('renders rows that fit on the screen at once', () => {
    const { result, rerender } = renderStaged(page(1, 100), '?limite=100');
    rerender({ rows: page(1, ON_SCREEN), key: '?situacao=inativos' });
    expect(result.current).toBe(ON_SCREEN);
  });
});
