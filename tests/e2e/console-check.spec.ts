import { expect, failedRequest, test, watchConsole } from './test';

/**
 * The console check every end-to-end test runs (tests/e2e/test.ts) hears what React's development
 * build logs for a list without unique keys, and uncaught errors; a line the test expects, said why, passes.
 */

/** What React 19's development build logs for children without unique keys. */
function logReactKeyWarning(): void {
  console.error(
    'Each child in a list should have a unique "key" prop.%s%s See https://react.dev/link/warning-keys for more information.',
    '\n\nCheck the render method of `ResourceTable`.',
    '',
  );
}

test('a React key warning, an unhandled rejection or an uncaught error in a page is reported by the console check', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const problems = watchConsole(context, []);
  const page = await context.newPage();
  await page.setContent('<p>Uma página</p>');
  await page.evaluate(logReactKeyWarning);
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error('falhou'))));
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('quebrou');
    }),
  );
  await expect.poll(() => problems().length).toBe(3);
  expect(problems()).toEqual([
    expect.stringMatching(/^error: Each child in a list should have a unique "key" prop/),
    expect.stringMatching(/^uncaught: falhou/),
    expect.stringMatching(/^uncaught: quebrou/),
  ]);
  await context.close();
});

test('lines a test declares with expectConsole (a refused request, a warning) do not fail it', async ({
  page,
  expectConsole,
}) => {
  expectConsole(failedRequest(404, 'this test asks for a missing file'), {
    pattern: /^warning: previsto$/,
    why: 'this test logs it on purpose',
  });
  await page.route('http://exemplo.test/**', (route) =>
    route.request().url().endsWith('/falta')
      ? route.fulfill({ status: 404, body: '' })
      : route.fulfill({ contentType: 'text/html', body: '<p>Uma página</p>' }),
  );
  await page.goto('http://exemplo.test/');
  expect(await page.evaluate(() => fetch('/falta').then((response) => response.status))).toBe(404);
  await page.evaluate(() => console.warn('previsto'));
});
