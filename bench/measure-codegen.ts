import { spawn } from 'node:child_process';
import { ROOT } from './serve';
import { median } from './stats';

/** One `npm run generate:pages`: its wall time (ms) and its summary line. */
function generateOnce(): Promise<{ ms: number; summary: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', 'generate:pages'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const ms = performance.now() - started;
      if (code !== 0) reject(new Error(`npm run generate:pages exited ${code}:\n${output.slice(-2000)}`));
      else resolve({ ms, summary: output.trim().split('\n').at(-1) ?? '' });
    });
  });
}

/**
 * The wall time of `npm run generate:pages` (codegen/resources.yaml → generated/), median of `runs`.
 * It rewrites only files whose content changed: on an up-to-date tree it writes nothing.
 */
export async function measureCodegen(
  runs: number,
  progress: (line: string) => void,
): Promise<{ value: number | null; samples: number[] }> {
  const samples: number[] = [];
  for (let index = 0; index < runs; index++) {
    const { ms, summary } = await generateOnce();
    samples.push(ms);
    progress(`${Math.round(ms)} ms (${summary})`);
  }
  return { value: median(samples), samples };
}
