import { useEffect, useEffectEvent } from 'react';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { errorMessages } from '@/lib/messages';
import { toast } from '@/lib/toast/toast';
import { publishLive, subscribeLive } from './live-bus';
import { openLiveConnection, type LiveConnection } from './live-connection';
import {
  matchesLiveFilter,
  type LiveEvent,
  type LiveEventFilter,
  type LiveEventOf,
  type LiveEventType,
} from './live-event';
import { buildLiveSocketUrl } from './socket-url';

export { subscribeLive } from './live-bus';
export type { LiveListener } from './live-bus';
export type { LiveEvent, LiveEventFilter, LiveEventOf, LiveEventType } from './live-event';

/**
 * The session's one live socket (/v1/ws?usu_id=…), shared by every feature: the shell opens
 * it with useLiveConnection; features listen with useLiveEvent or subscribeLive.
 */
interface ActiveConnection {
  userId: number;
  users: number;
  connection: LiveConnection;
}

let active: ActiveConnection | null = null;

/**
 * The network came back, or the tab is looked at again (a laptop woken up, a tab brought to the front):
 * a socket that is down connects at once instead of waiting out its backoff, or its given-up cycle.
 */
function reconnectWhenBack(): void {
  if (document.visibilityState === 'hidden') return;
  active?.connection.reconnectNow();
}

function watchNetworkAndVisibility(watch: boolean): void {
  const method = watch ? 'addEventListener' : 'removeEventListener';
  window[method]('online', reconnectWhenBack);
  document[method]('visibilitychange', reconnectWhenBack);
}

function acquire(userId: number): void {
  if (active?.userId === userId) {
    active.users += 1;
    return;
  }
  active?.connection.close();
  if (!active) watchNetworkAndVisibility(true);
  active = {
    userId,
    users: 1,
    connection: openLiveConnection({
      url: buildLiveSocketUrl(getRuntimeConfig().socketUrl, userId),
      onEvent: publishLive,
      onGiveUp: () => toast.error(errorMessages.socketUnavailable),
    }),
  };
}

/** Closes the socket when its last user lets go (after a microtask, so a StrictMode remount keeps it). */
function release(userId: number): void {
  const current = active;
  if (!current || current.userId !== userId) return;
  current.users -= 1;
  if (current.users > 0) return;
  void Promise.resolve().then(() => {
    if (active !== current || current.users > 0) return;
    current.connection.close();
    active = null;
    watchNetworkAndVisibility(false);
  });
}

/** Keeps the live socket of the signed-in user open while mounted (null/undefined: no socket). */
export function useLiveConnection(userId: number | null | undefined): void {
  useEffect(() => {
    if (userId === null || userId === undefined) return;
    acquire(userId);
    return () => release(userId);
  }, [userId]);
}

/** Whether the live socket is open or being (re)connected for some user (tests, diagnostics). */
export function isLiveConnectionActive(): boolean {
  return active !== null;
}

/** Runs `handler` for every live event that passes `filter` while the component is mounted. */
export function useLiveEvent<T extends LiveEventType>(
  filter: T | readonly T[],
  handler: (event: LiveEventOf<T>) => void,
): void;
export function useLiveEvent(
  filter: (event: LiveEvent) => boolean,
  handler: (event: LiveEvent) => void,
): void;
export function useLiveEvent(filter: LiveEventFilter, handler: (event: LiveEvent) => void): void {
  const onEvent = useEffectEvent((event: LiveEvent) => {
    if (matchesLiveFilter(filter, event)) handler(event);
  });
  useEffect(() => subscribeLive((event) => onEvent(event)), []);
}
