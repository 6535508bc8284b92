import { expect, type Page } from '@playwright/test';

/**
 * Moves to `path` inside the running app (history entry + popstate, which the router follows), so a
 * walk over many routes keeps one page load, one mock worker and one session.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** Waits until the page shows its level-1 heading `title` and nothing on it is loading. */
export async function expectSettled(page: Page, title: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title, exact: typeof title === 'string' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .p-skeleton, .app-spinner')).toHaveCount(0);
}
