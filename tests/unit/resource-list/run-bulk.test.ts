import { describe, expect, it } from 'vitest';
import { runBulk, type BulkStep } from '@/kit/list/run-bulk';

interface Item {
  id: number;
  ativo: boolean;
}

const items = (count: number): Item[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, ativo: true }));

/** A call that settles when the test says so, counting how many are under way at once. */
function heldCalls() {
  const waiting: Array<() => void> = [];
  let running = 0;
  let most = 0;
  const sent: number[] = [];
  return {
    sent,
    get most() {
      return most;
    },
    run: (item: Item) =>
      new Promise<BulkStep>((resolve) => {
        sent.push(item.id);
        running += 1;
        most = Math.max(most, running);
        waiting.push(() => {
          running -= 1;
          resolve('done');
        });
      }),
    /** Lets every call waiting now finish, then lets the runner start the next ones. */
    async release() {
      for (const finish of waiting.splice(0)) finish();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('runBulk', () => {
  it('sends at most `concurrency` calls at once and every item once, reporting progress', async () => {
    const calls = heldCalls();
    const progress: number[] = [];
    const running = runBulk({
      items: items(10),
      run: calls.run,
      messageOf: () => 'erro',
      concurrency: 4,
      onProgress: (settled) => progress.push(settled),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.sent).toEqual([1, 2, 3, 4]);
    while (calls.sent.length < 10 || progress.length < 10) await calls.release();
    const outcome = await running;
    expect(calls.most).toBe(4);
    expect([...calls.sent].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(outcome.done.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('skips the items already in the target state without calling, and counts those the API found done', async () => {
    const sent: number[] = [];
    const list = items(5).map((item) => ({ ...item, ativo: item.id !== 2 && item.id !== 4 }));
    const outcome = await runBulk({
      items: list,
      skip: (item) => !item.ativo,
      run: async (item) => {
        sent.push(item.id);
        return item.id === 5 ? 'skipped' : 'done';
      },
      messageOf: () => 'erro',
    });
    expect(sent).toEqual([1, 3, 5]);
    expect(outcome.done.map((item) => item.id)).toEqual([1, 3]);
    expect(outcome.skipped.map((item) => item.id)).toEqual([2, 4, 5]);
    expect(outcome.failed).toEqual([]);
  });

  it('reports each failed item with its message and still carries out the others', async () => {
    const outcome = await runBulk({
      items: items(6),
      run: async (item) => {
        if (item.id === 2) throw new Error('Registro bloqueado por outra rotina');
        if (item.id === 5) throw new Error('Falha de comunicação');
        return 'done';
      },
      messageOf: (error) => (error as Error).message,
      concurrency: 2,
    });
    expect(outcome.done.map((item) => item.id)).toEqual([1, 3, 4, 6]);
    expect(outcome.failed).toEqual([
      { item: { id: 2, ativo: true }, message: 'Registro bloqueado por outra rotina' },
      { item: { id: 5, ativo: true }, message: 'Falha de comunicação' },
    ]);
  });

  it('settles at once with nothing to send', async () => {
    const outcome = await runBulk({
      items: items(2),
      skip: () => true,
      run: async () => 'done',
      messageOf: () => '',
    });
    expect(outcome).toEqual({ done: [], skipped: items(2), failed: [] });
  });
});
