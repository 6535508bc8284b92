import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times: the target is reachable
 * from the keyboard in the page's tab order, or the step fails.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${back ? 'Shift+Tab' : 'Tab'} in ${max} steps`).toBeFocused();
}

/** The focus ring of the focused element: it matches :focus-visible and draws an outline or a box-shadow. */
export async function expectFocusRing(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
        ? `outline ${style.outlineStyle} ${style.outlineWidth}`
        : '';
    const shadow = style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : '';
    return { focusVisible: element.matches(':focus-visible'), drawn: outline || shadow };
  });
  expect(ring.focusVisible, ':focus-visible after keyboard focus').toBe(true);
  expect(ring.drawn, 'an outline or box-shadow on :focus-visible').not.toBe('');
}

/** Tab and Shift+Tab `presses` times each, the focus staying inside `dialog` after every press. */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses: number): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      expect(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        `${key} #${press + 1} keeps the focus in the dialog`,
      ).toBe(true);
    }
  }
}
