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
/** The time as last read: when the first label subscribed, then at each tick (the same for every label). */
let now = Date.now();

function tell(): void {
  now = Date.now();
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
    // The first label after none: the time is read again (React renders it again if that changed it).
    now = Date.now();
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

const snapshot = () => now;

/**
 * The current time (ms) as the clock last read it, at most a minute old: the component renders again at
 * each turn of the minute, and when its tab is shown again after being hidden.
 */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
