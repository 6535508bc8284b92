import { test as base, expect } from '@playwright/test';
import { MOCK_DATABASE_COOKIE } from '../../mocks/http-server';
import { watchConsole } from '../e2e/test';

/**
 * The conformance walk's `test`: each attempt of each test names a mock database of its own (a cookie
 * the mock API reads, mocks/http-server.ts), so it walks from the seed whatever ran beside or before it;
 * and, as in the end-to-end suite, an error or warning in the console or an uncaught exception fails it.
 * Against a real API (API_UPSTREAM) the cookie means nothing: that API's own data is walked.
 */
export const test = base.extend<{ ownDatabase: void }>({
  ownDatabase: [
    async ({ context, baseURL }, use, testInfo) => {
      await context.addCookies([
        {
          name: MOCK_DATABASE_COOKIE,
          value: `${testInfo.testId}-${testInfo.retry}`,
          url: baseURL ?? 'http://127.0.0.1',
        },
      ]);
      const problems = watchConsole(context, []);
      await use();
      expect(problems(), 'the browser console shows no error or warning').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
