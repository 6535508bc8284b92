import { useEffect } from 'react';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { endSession } from './session-store';

/*
 * The optional idle timeout (runtime configuration `idleTimeoutMinutes`, 0 or absent: none): the session
 * ends after that long without a key, a click, a touch or a scroll in any tab of the app. The tabs share
 * the time of the last activity (localStorage: a time, nothing of the session), so one tab in use keeps
 * the others signed in.
 */

const LAST_ACTIVITY_KEY = 'retaguarda:ultima-atividade';
/** Activity is written at most this often (a key press per keystroke would be wasted work). */
const WRITE_EVERY_MS = 15_000;
/** How often the tabs look at the clock. */
const CHECK_EVERY_MS = 15_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

function storedActivity(): number {
  try {
    return Number(localStorage.getItem(LAST_ACTIVITY_KEY)) || 0;
  } catch {
    return 0;
  }
}

function storeActivity(at: number): void {
  try {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // This tab's own activity still counts for this tab.
  }
}

/** Ends the session after the configured time without activity in any tab, while mounted (the signed-in layout). */
export function useIdleTimeout(): void {
  const minutes = getRuntimeConfig().idleTimeoutMinutes;
  useEffect(() => {
    if (!minutes) return undefined;
    const limit = minutes * 60_000;
    let last = Date.now();
    let written = 0;
    const active = () => {
      last = Date.now();
      if (last - written < WRITE_EVERY_MS) return;
      written = last;
      storeActivity(last);
    };
    active();
    const check = () => {
      if (Date.now() - Math.max(last, storedActivity()) >= limit) endSession('expired');
    };
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, active, { passive: true, capture: true });
    const timer = setInterval(check, Math.min(CHECK_EVERY_MS, limit));
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, active, { capture: true });
      clearInterval(timer);
    };
  }, [minutes]);
}
