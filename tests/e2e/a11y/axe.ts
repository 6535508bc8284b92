import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../test';
import type { Result } from 'axe-core';

/** The WCAG levels the issue asks for (issue 8, Accessibility). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** An axe scan of the page (or of `include`, e.g. '[role="dialog"]') with the WCAG tags. */
export function axe(page: Page, include?: string): AxeBuilder {
  // Only violations are read: axe skips collecting the details of what passed. options() replaces the
  // run options, so it goes before withTags (which sets runOnly). Legacy mode runs axe.run() in the page
  // instead of a partial run per frame finished in a new blank page, about twice as fast per scan; it
  // skips cross-origin frames, which the app has none of.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);
  return include ? builder.include(include) : builder;
}

/** Per failing node: rule id, impact, target, the rule's help and axe's summary, then the start of its HTML. */
export function describeViolations(violations: readonly Result[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const summary = node.failureSummary?.replace(/\s+/g, ' ').trim() ?? '';
        const html = node.html.replace(/\s+/g, ' ').slice(0, 160);
        return `- [${violation.id}] (${violation.impact ?? 'n/a'}) ${node.target.join(' ')}: ${violation.help}. ${summary}\n  ${html}`;
      }),
    )
    .join('\n');
}

/**
 * Scans the page (or the open dialog when `include` is '[role="dialog"]') in the theme of the project
 * (light, or dark in `chromium-dark`) and fails with a readable list of the violations. `where` names the screen in the message; `soft` lets a walk over many screens
 * go on and report them all.
 */
export async function expectNoViolations(
  page: Page,
  where: string,
  include?: string,
  options: { soft?: boolean } = {},
): Promise<void> {
  // The dark project's scans are of the dark theme (the system setting emulated, no choice saved).
  const theme = test.info().project.use.colorScheme === 'dark' ? 'dark' : 'light';
  await expect(page.locator('html'), `theme of ${where}`).toHaveAttribute('data-theme', theme);
  const { violations } = await axe(page, include).analyze();
  const check = options.soft ? expect.soft : expect;
  check(describeViolations(violations), `axe violations on ${where}`).toBe('');
}
