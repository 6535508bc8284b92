import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  canDeleteComment,
  COMMENT_DELETE_WINDOW_MS,
  commentDeletableUntil,
  subscribeToDeadline,
} from '@/features/tickets/details/comment-delete-window';

const CREATED = '2026-11-21T12:00:00.000Z';
const createdMs = Date.parse(CREATED);
const comment = (userId: number, createdAt = CREATED) => ({
  createdAt,
  usuario: { id: userId, nome: 'ANA' },
});

describe('comment delete window (author only, 5 minutes)', () => {
  it('is 5 minutes long and ends 5 minutes after the creation', () => {
    expect(COMMENT_DELETE_WINDOW_MS).toBe(300_000);
    expect(commentDeletableUntil(CREATED)).toBe(createdMs + 300_000);
  });

  it('has no window for an invalid creation date', () => {
    expect(commentDeletableUntil('not a date')).toBe(Number.NEGATIVE_INFINITY);
    expect(canDeleteComment(comment(1, 'not a date'), 1, createdMs)).toBe(false);
  });

  it('lets the author delete until the window ends, and not from its last millisecond on', () => {
    expect(canDeleteComment(comment(1), 1, createdMs)).toBe(true);
    expect(canDeleteComment(comment(1), 1, createdMs + 299_999)).toBe(true);
    expect(canDeleteComment(comment(1), 1, createdMs + 300_000)).toBe(false);
    expect(canDeleteComment(comment(1), 1, createdMs + 3_600_000)).toBe(false);
  });

  it('never lets anyone else delete, nor an unknown user', () => {
    expect(canDeleteComment(comment(1), 2, createdMs + 1000)).toBe(false);
    expect(canDeleteComment(comment(1), null, createdMs + 1000)).toBe(false);
    expect(canDeleteComment(comment(1), undefined, createdMs + 1000)).toBe(false);
  });
});

describe('subscribeToDeadline', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls back once, exactly when the deadline is reached, with one timer', () => {
    vi.useFakeTimers({ now: createdMs });
    const passed = vi.fn();
    subscribeToDeadline(createdMs + 300_000, passed);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(299_999);
    expect(passed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(passed).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('schedules nothing for a deadline already past (or none)', () => {
    vi.useFakeTimers({ now: createdMs });
    const passed = vi.fn();
    subscribeToDeadline(createdMs - 1, passed)();
    subscribeToDeadline(Number.NEGATIVE_INFINITY, passed)();
    expect(vi.getTimerCount()).toBe(0);
    expect(passed).not.toHaveBeenCalled();
  });

  it('is cancelled by its cleanup', () => {
    vi.useFakeTimers({ now: createdMs });
    const passed = vi.fn();
    const cancel = subscribeToDeadline(createdMs + 1000, passed);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(passed).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits again when its timer fires before the deadline (clock behind)', () => {
    let now = createdMs;
    const timers: Array<() => void> = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void) => {
      timers.push(callback);
      return timers.length as unknown as ReturnType<typeof setTimeout>;
    }) as typeof setTimeout);
    const passed = vi.fn();
    subscribeToDeadline(createdMs + 1000, passed, () => now);
    now = createdMs + 999;
    timers.shift()!();
    expect(passed).not.toHaveBeenCalled();
    expect(timers).toHaveLength(1);
    now = createdMs + 1000;
    timers.shift()!();
    expect(passed).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
