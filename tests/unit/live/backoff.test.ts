import { describe, expect, it } from 'vitest';
import { LIVE_MAX_RECONNECT_ATTEMPTS, reconnectDelay, reconnectSchedule } from '@/lib/live/backoff';

describe('live socket backoff', () => {
  it('waits min(1000 · 2^n, 30000) ms before attempt n', () => {
    expect([0, 1, 2, 3, 4].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(reconnectDelay(5)).toBe(30_000); // 32000 capped
    expect(reconnectDelay(9)).toBe(30_000);
  });

  it('allows 10 attempts and then gives up', () => {
    expect(LIVE_MAX_RECONNECT_ATTEMPTS).toBe(10);
    expect(reconnectSchedule()).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000, 30000]);
    expect(reconnectDelay(10)).toBeNull();
    expect(reconnectDelay(-1)).toBeNull();
    expect(reconnectDelay(1.5)).toBeNull();
  });
});
