import { describe, expect, it, type Mock, vi } from 'vitest';
import {
  CHUNK_RELOAD_FLAG,
  clearChunkReloadFlag,
  type ChunkReloadEnv,
  installChunkReloadListener,
  isChunkLoadError,
  reloadOnceForChunkError,
} from '@/app/chunk-reload';

function memoryEnv(): ChunkReloadEnv & { values: Map<string, string>; reload: Mock<() => void> } {
  const values = new Map<string, string>();
  return {
    values,
    reload: vi.fn<() => void>(),
    storage: {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    },
  };
}

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://app/assets/page-abc.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module: https://app/assets/page.js'),
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
    new Error('Unable to preload CSS for /assets/page.css'),
    'Failed to fetch dynamically imported module',
    new Error('Route module failed', { cause: new TypeError('Importing a module script failed.') }),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new Error('boom'),
    new TypeError('Failed to fetch'),
    new Error('x', { cause: new Error('y') }),
    null,
    undefined,
    42,
    {},
  ])('ignores %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('reloadOnceForChunkError', () => {
  const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

  it('reloads once, then lets the error page show', () => {
    const env = memoryEnv();
    expect(reloadOnceForChunkError(chunkError, env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(env.values.has(CHUNK_RELOAD_FLAG)).toBe(true);

    expect(reloadOnceForChunkError(chunkError, env)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again after a successful load cleared the flag', () => {
    const env = memoryEnv();
    reloadOnceForChunkError(chunkError, env);
    clearChunkReloadFlag(env);
    expect(reloadOnceForChunkError(chunkError, env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for other errors or without storage', () => {
    const env = memoryEnv();
    expect(reloadOnceForChunkError(new Error('boom'), env)).toBe(false);
    expect(reloadOnceForChunkError(chunkError, { storage: null, reload: env.reload })).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('reloads once on vite:preloadError and cancels that event', () => {
    const env = memoryEnv();
    const target = new EventTarget();
    const uninstall = installChunkReloadListener(target as unknown as Window, env);
    const first = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: chunkError,
    });
    target.dispatchEvent(first);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    const second = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: chunkError,
    });
    target.dispatchEvent(second);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
    uninstall();
  });
});
