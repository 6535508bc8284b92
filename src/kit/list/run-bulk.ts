/** What one item's call came to: done, or skipped because it was already as asked (the API said so). */
export type BulkStep = 'done' | 'skipped';

export interface BulkFailure<T> {
  item: T;
  /** The API's message for this item (or the generic one). */
  message: string;
}

export interface BulkOutcome<T> {
  done: T[];
  /** Left alone: already in the target state, before the call (skip) or by the API's answer. */
  skipped: T[];
  failed: BulkFailure<T>[];
}

export interface BulkJob<T> {
  items: readonly T[];
  /** Items not to send at all (already in the target state as the list shows them). */
  skip?: (item: T) => boolean;
  /** One item's call; it may answer 'skipped' when the API found nothing to do. */
  run: (item: T) => Promise<BulkStep>;
  /** The message of a failed call. */
  messageOf: (error: unknown) => string;
  /** How many calls are under way at once. */
  concurrency?: number;
  /** After each item sent has settled: how many of them have. */
  onProgress?: (settled: number, total: number) => void;
}

export const BULK_CONCURRENCY = 4;

/**
 * Sends one call per item, a few at a time (never the whole selection at once: the API and the browser's
 * connections stay usable for the rest of the screen), and collects each item's outcome. A failure
 * never stops the others; the outcomes keep the items' order.
 */
export async function runBulk<T>(job: BulkJob<T>): Promise<BulkOutcome<T>> {
  const skipped = job.items.filter((item) => job.skip?.(item) ?? false);
  const queue = job.items.filter((item) => !skipped.includes(item));
  const steps = new Map<T, BulkStep | BulkFailure<T>>();
  let next = 0;
  let settled = 0;
  const worker = async () => {
    while (next < queue.length) {
      const item = queue[next++];
      try {
        steps.set(item, await job.run(item));
      } catch (error) {
        steps.set(item, { item, message: job.messageOf(error) });
      }
      settled += 1;
      job.onProgress?.(settled, queue.length);
    }
  };
  const workers = Math.max(1, Math.min(job.concurrency ?? BULK_CONCURRENCY, queue.length));
  await Promise.all(Array.from({ length: workers }, worker));
  const outcome: BulkOutcome<T> = { done: [], skipped: [], failed: [] };
  for (const item of job.items) {
    const step = skipped.includes(item) ? 'skipped' : steps.get(item)!;
    if (step === 'done') outcome.done.push(item);
    else if (step === 'skipped') outcome.skipped.push(item);
    else outcome.failed.push(step);
  }
  return outcome;
}
