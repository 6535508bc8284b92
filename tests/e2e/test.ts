import { test as base, expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';

/**
 * The `test` and `expect` of every end-to-end spec: Playwright's, plus a console check. A test fails when
 * a page of its browser context logs an error or a warning (React's warnings, such as a list without
 * unique keys, are console errors) or throws an uncaught error, unless the test said it expects that
 * line, and why, with its `expectConsole` fixture (before provoking it).
 */

export interface ExpectedConsoleLine {
  /** Matched against "<type>: <text>" (type is `error` or `warning`; `uncaught` for an uncaught error). */
  pattern: RegExp;
  /** Why this line is expected rather than a defect. */
  why: string;
}

/** The browser's own log of a response with an error `status`, for a test that provokes that answer. */
export function failedRequest(status: number, why: string): ExpectedConsoleLine {
  return {
    pattern: new RegExp(`^error: Failed to load resource: the server responded with a status of ${status} `),
    why,
  };
}

/** A console line worth failing a test for (errors and warnings), as "<type>: <text>". */
function reportable(message: ConsoleMessage): string | null {
  const type = message.type();
  if (type !== 'error' && type !== 'warning') return null;
  return `${type}: ${message.text()}`;
}

/**
 * Starts listening to every page of `context`; returns the unexpected lines seen so far (each with the
 * address it came from). `expected` is read at each line: entries added later count from then on.
 */
export function watchConsole(
  context: BrowserContext,
  expected: readonly ExpectedConsoleLine[],
): () => string[] {
  const problems: string[] = [];
  const isExpected = (line: string) => expected.some(({ pattern }) => pattern.test(line));
  context.on('console', (message) => {
    const line = reportable(message);
    if (line === null || isExpected(line)) return;
    const where = message.location().url || message.page()?.url() || 'unknown page';
    problems.push(`${line} (at ${where})`);
  });
  context.on('weberror', (webError) => {
    const line = `uncaught: ${webError.error().message}`;
    if (!isExpected(line)) problems.push(`${line} (at ${webError.page()?.url() ?? 'unknown page'})`);
  });
  return () => [...problems];
}

interface ConsoleFixtures {
  /**
   * Runs for every test and fails it when the console shows an unexpected error or warning. A test that
   * provokes one on purpose declares it first: `expectConsole(failedRequest(401, 'a wrong password'))`.
   */
  expectConsole: (...lines: ExpectedConsoleLine[]) => void;
}

export const test = base.extend<ConsoleFixtures>({
  expectConsole: [
    async ({ context }, use) => {
      const expected: ExpectedConsoleLine[] = [];
      const problems = watchConsole(context, expected);
      await use((...lines) => expected.push(...lines));
      expect(problems(), 'the browser console shows no unexpected error or warning').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
