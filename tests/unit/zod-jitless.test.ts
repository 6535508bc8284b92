import { describe, expect, it } from 'vitest';

describe('zod runs jitless (the CSP forbids eval)', () => {
  it('picks up the setting of src/lib/config/zod-jitless.ts, made before zod loads', async () => {
    await import('@/lib/config/zod-jitless');
    const { z } = await import('zod');
    const mini = await import('zod/mini');
    expect(z.config().jitless).toBe(true);
    expect(mini.config().jitless).toBe(true);
  });
});
