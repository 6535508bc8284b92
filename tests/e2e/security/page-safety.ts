import type { Page } from '@playwright/test';

/** Counts the dialogs (alert, confirm, prompt) a page opens, dismissing them. */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** How many hostile payloads ran in the page (they count in window.__pwned). */
export function pwnedCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? 0);
}

/** What of the rendered rich text (`.rich-text`) could run or leave the app unsafely. */
export async function unsafeRichText(page: Page) {
  return page.evaluate(() => {
    const roots = [...document.querySelectorAll('.rich-text')];
    const elements = roots.flatMap((root) => [...root.querySelectorAll('*')]);
    const allowed = new Set([
      'P',
      'BR',
      'STRONG',
      'B',
      'EM',
      'I',
      'U',
      'S',
      'A',
      'UL',
      'OL',
      'LI',
      'BLOCKQUOTE',
      'PRE',
      'CODE',
      'H1',
      'H2',
      'H3',
      'SPAN',
    ]);
    return {
      roots: roots.length,
      tags: elements.filter((element) => !allowed.has(element.tagName)).map((element) => element.tagName),
      attributes: elements.flatMap((element) =>
        [...element.attributes]
          .map((attribute) => attribute.name)
          .filter((name) => !['href', 'target', 'rel', 'data-list'].includes(name)),
      ),
      links: [...document.querySelectorAll('.rich-text a[href]')].map((link) => ({
        href: link.getAttribute('href'),
        rel: link.getAttribute('rel'),
        target: link.getAttribute('target'),
      })),
    };
  });
}

/**
 * Elements under `selector` that came from a payload parsed as markup instead of shown as text:
 * scripts, frames, plugins, or any element carrying an event handler or a javascript:/data:/vbscript:
 * address (the payload as an attribute's text, e.g. an aria-label, is harmless and allowed).
 */
export function injectedElements(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((root) => {
    const dangerous = new Set([
      'SCRIPT',
      'IFRAME',
      'OBJECT',
      'EMBED',
      'BASE',
      'META',
      'LINK',
      'MATH',
      'TEMPLATE',
      'NOSCRIPT',
      'MARQUEE',
    ]);
    return [...document.querySelectorAll(`${root} *`)]
      .filter(
        (element) =>
          dangerous.has(element.tagName.toUpperCase()) ||
          [...element.attributes].some(
            (attribute) =>
              /^on/i.test(attribute.name) ||
              (/^(href|src|action|formaction|xlink:href|data|background|poster)$/i.test(attribute.name) &&
                /^\s*(javascript|data|vbscript):/i.test(attribute.value)),
          ),
      )
      .map((element) => element.outerHTML.slice(0, 100));
  }, selector);
}
