import { useSyncExternalStore } from 'react';

export const MINUTE_MS = 60_000;

/*
 * One clock for every label that reads the time elapsed (a ticket's age): it ticks at each turn of the
 * minute, with one timer however many labels listen, and only while one does. Each label subscribes on
 * its own, so a tick renders the labels again and nothing around them (a table's rows stay as they are).
 * A tab brought back to the front ticks at once: browsers slow a hidden tab's timers down.
 */

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** The start of the current minute (ms): the same value for every read within one minute. */
function currentMinute(): number {
  return Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
}

function tell(): void {
  for (const listener of [...listeners]) listener();
}

function schedule(): void {
  clearTimeout(timer);
  timer = setTimeout(
    () => {
      tell();
      schedule();
    },
    MINUTE_MS - (Date.now() % MINUTE_MS),
  );
}

function onVisibility(): void {
  if (document.visibilityState === 'hidden') return;
  tell();
  schedule();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(timer);
    timer = undefined;
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** How many labels listen to the clock now (tests). */
export function minuteClockListeners(): number {
  return listeners.size;
}

/**
 * The current time, to the minute (the start of the minute, in ms); the component renders again when
 * the minute turns, and when its tab is shown again after being hidden.
 */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribe, currentMinute, currentMinute);
}
