/**
 * Reconnection schedule of the live socket: up to 10 attempts, waiting
 * min(1000 · 2^n, 30000) ms before attempt n (n from 0).
 */
export const LIVE_MAX_RECONNECT_ATTEMPTS = 10;
export const LIVE_BASE_DELAY_MS = 1000;
export const LIVE_MAX_DELAY_MS = 30_000;

/** Wait before reconnect attempt `attempt` (0-based), or null when the attempts are used up. */
export function reconnectDelay(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 0 || attempt >= LIVE_MAX_RECONNECT_ATTEMPTS) return null;
  return Math.min(LIVE_BASE_DELAY_MS * 2 ** attempt, LIVE_MAX_DELAY_MS);
}

/** Every wait of the schedule, in order: [1000, 2000, 4000, 8000, 16000, 30000, …] (10 values). */
export function reconnectSchedule(): number[] {
  return Array.from({ length: LIVE_MAX_RECONNECT_ATTEMPTS }, (_, attempt) => reconnectDelay(attempt)!);
}
