/**
 * Runs `task` once the next frame is painted and the browser is idle: for prefetches that must neither
 * delay a page's first paint nor compete with it for the network. Returns the cancel function.
 */
export function whenIdleAfterPaint(task: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A callback asked for in an animation frame runs after that frame is painted.
  const afterFrame = () => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(task, { timeout: 2000 });
    else timer = setTimeout(task, 0);
  };
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(afterFrame) : undefined;
  if (frame === undefined) afterFrame();
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (idle !== undefined) cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
