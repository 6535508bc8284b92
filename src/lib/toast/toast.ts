/**
 * Imperative toasts usable anywhere, in or outside React (interceptors, live socket, route guards).
 * A module-level bridge: the one <ToastHost/> connects a sink; calls made before it mounts wait in a queue.
 * The app mounts the host when the first toast waits (<LazyToastHost/>, toast-mount.tsx).
 * Toasts: top-right, success 5000 ms, errors red and longer, an identical toast still visible is suppressed.
 */

export type ToastSeverity = 'success' | 'info' | 'error';

export const TOAST_LIFE_MS: Readonly<Record<ToastSeverity, number>> = Object.freeze({
  success: 5000,
  info: 5000,
  error: 8000,
});

export interface ToastRequest {
  /** Severity and text: the identity used to suppress duplicates. */
  key: string;
  severity: ToastSeverity;
  text: string;
  life: number;
}

export type ToastSink = (request: ToastRequest) => void;

let sink: ToastSink | null = null;
const pending: ToastRequest[] = [];
const visible = new Set<string>();
/** Set for good once a toast waited for a host; `hostWanted` listeners hear it once. */
let hostWanted = false;
const hostWantedListeners = new Set<() => void>();

export function toastKey(severity: ToastSeverity, text: string): string {
  return `${severity}:${text}`;
}

/** Shows a toast unless an identical one is visible; returns whether it was shown. */
function show(severity: ToastSeverity, text: string): boolean {
  const key = toastKey(severity, text);
  if (visible.has(key)) return false;
  visible.add(key);
  const request: ToastRequest = { key, severity, text, life: TOAST_LIFE_MS[severity] };
  if (sink) {
    sink(request);
    return true;
  }
  pending.push(request);
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of [...hostWantedListeners]) listener();
  }
  return true;
}

export const toast = {
  success: (text: string): boolean => show('success', text),
  info: (text: string): boolean => show('info', text),
  error: (text: string): boolean => show('error', text),
};

/** Called by the host when a toast leaves the screen (life over or closed): it may be shown again. */
export function releaseToast(key: string): void {
  visible.delete(key);
}

/** Whether a toast has waited for a host (from then on, a host should be mounted). */
export function isToastHostWanted(): boolean {
  return hostWanted;
}

/** Subscribes to {@link isToastHostWanted} (for useSyncExternalStore). */
export function subscribeToastHostWanted(listener: () => void): () => void {
  hostWantedListeners.add(listener);
  return () => {
    hostWantedListeners.delete(listener);
  };
}

/** Connects the host; flushes the queue. Returns the disconnect function. */
export function connectToastSink(next: ToastSink): () => void {
  sink = next;
  for (const request of pending.splice(0)) next(request);
  return () => {
    if (sink !== next) return;
    sink = null;
    visible.clear();
  };
}
