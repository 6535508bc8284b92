import { resourceTitles } from '../src/lib/resources/resource-info.ts';
import type { ResourceRoute } from '../src/lib/resources/resource-info.ts';
import { pageTitles } from '../src/lib/messages.ts';
import { signInArt } from '../src/features/auth/sign-in-art.ts';
import { signInTexts } from '../src/features/auth/sign-in-texts.ts';
import { BOOT_SHELL_ID } from '../src/lib/boot/boot-shell-ids.ts';
import { inlineIconMarkup } from '../src/ui/inline-icons.ts';

/**
 * The boot shell: a static picture of the page being opened, in index.html, shown from the first paint
 * until the app's own page replaces it. The app's code takes a while to arrive and start (most of it on
 * a slow connection or CPU); meanwhile the visitor sees the sign-in form, already usable, or the signed-in
 * frame with the page's title, instead of a blank page.
 *
 * - Sign-in (`/`, no session): the real form. What is typed there, the field in focus and a click on
 *   'Entrar' are handed to the app's form when it starts (src/lib/boot/boot-shell.ts), so nothing is lost.
 * - A signed-in page: the top bar, the side bar's column and the page's title, inert (a picture): the
 *   navigation, the user and the page's content need the session, which the app restores.
 *
 * The markup uses the app's own classes and styles: the script adds the stylesheets of the page's chunks
 * (they load anyway for the page) before the first paint, so it looks like the page that replaces it.
 * tests/e2e/boot-shell.spec.ts checks that the title, the fields and the button sit where the app's page
 * puts them.
 */

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The busy icon of 'Entrar', shown in place of its own once the picture's form was submitted. */
const SUBMITTING_ICON = inlineIconMarkup('spinner', 'p-button-icon p-button-icon-left pi-spin').replace(
  '<svg ',
  '<svg style="display: none" ',
);

const SIGN_IN_MARKUP = `<div class="sign-in">
  <aside class="sign-in-brand" aria-label="${escape(signInTexts.productName)}">
    <div class="sign-in-brand__content">
      <p class="sign-in-brand__name">${inlineIconMarkup('box')} ${escape(signInTexts.productName)}</p>
      <p class="sign-in-brand__tagline">${escape(signInTexts.tagline)}</p>
      <ul class="sign-in-brand__highlights">${signInTexts.brandHighlights
        .map((text) => `<li>${inlineIconMarkup('check-circle')} ${escape(text)}</li>`)
        .join('')}</ul>
    </div>
    <svg class="sign-in-brand__art" viewBox="${signInArt.viewBox}" aria-hidden="true" focusable="false">${signInArt.shapes
      .map(
        ({ tag, attributes }) =>
          `<${tag} fill="currentColor"${Object.entries(attributes)
            .map(([name, value]) => ` ${name}="${value}"`)
            .join('')}></${tag}>`,
      )
      .join('')}</svg>
  </aside>
  <main class="sign-in__panel">
    <div class="sign-in__card">
      <h1 class="sign-in__title">${escape(signInTexts.heading)}</h1>
      <p class="sign-in__intro">${escape(signInTexts.intro)}</p>
      <form class="sign-in-form" novalidate data-busy-label="${escape(signInTexts.submitting)}">
        <div class="sign-in-form__field">
          <label for="${BOOT_SHELL_ID}-email">${escape(signInTexts.email)}</label>
          <input id="${BOOT_SHELL_ID}-email" name="email" type="email" inputmode="email" autocomplete="username" class="p-inputtext p-component">
        </div>
        <div class="sign-in-form__field">
          <label for="${BOOT_SHELL_ID}-senha">${escape(signInTexts.password)}</label>
          <span class="password-input"><input id="${BOOT_SHELL_ID}-senha" name="senha" type="password" autocomplete="current-password" class="p-inputtext p-component"></span>
        </div>
        <button type="button" class="p-button p-component sign-in-form__submit">${inlineIconMarkup('sign-in', 'p-button-icon p-button-icon-left')}${SUBMITTING_ICON}<span class="p-button-label">${escape(signInTexts.submit)}</span></button>
      </form>
    </div>
  </main>
</div>`;

/** The list pages' header also holds buttons: an invisible one gives the title the same line height. */
const LIST_HEADING = `<section class="resource-list"><header class="resource-list__header"><h1 class="app-page-title resource-list__title"></h1><span class="p-button p-component p-button-sm" style="visibility: hidden">&nbsp;</span></header></section>`;
const PAGE_HEADING = `<h1 class="app-page-title"></h1>`;
/**
 * The breadcrumb trail's line above the title of every page below the start page (two steps: a phone shows
 * the one before last, so the line keeps its height there too).
 */
const TRAIL = `<nav class="app-breadcrumbs"><ol class="app-breadcrumbs__list"><li class="app-breadcrumbs__item">&nbsp;</li><li class="app-breadcrumbs__item">&nbsp;</li></ol></nav>`;

const frameMarkup = (heading: string) => `<div class="app-shell">
  <header class="app-topbar"><span class="app-topbar__brand"><span class="app-topbar__logo"><i class="pi pi-box"></i></span><span class="app-topbar__name">${escape(signInTexts.productName)}</span></span></header>
  <nav class="app-sidenav"></nav>
  <div class="app-shell__content"><main class="app-main">${heading}</main></div>
</div>`;

/** What index.html's body gets: the element the shell shows in, and the pictures it may show. */
export function bootShellHtml(): string {
  return [
    `<template id="${BOOT_SHELL_ID}-signin">${SIGN_IN_MARKUP}</template>`,
    `<template id="${BOOT_SHELL_ID}-list">${frameMarkup(TRAIL + LIST_HEADING)}</template>`,
    `<template id="${BOOT_SHELL_ID}-page">${frameMarkup(TRAIL + PAGE_HEADING)}</template>`,
    `<template id="${BOOT_SHELL_ID}-home">${frameMarkup(PAGE_HEADING)}</template>`,
    // After its templates: the script fills it as soon as the parser adds it.
    `<div id="${BOOT_SHELL_ID}" hidden></div>`,
  ].join('\n    ');
}

/** The titles of the pages the boot shell may show: fixed pages by name, resources by segment. */
export interface BootTitles {
  pages: { dashboard: string; profile: string; routineHub: string; tickets: string; ticketDetails: string };
  resources: Record<string, { list: string; create: string; edit: string; view: string; config?: string }>;
}

export function bootTitles(resources: readonly ResourceRoute[]): BootTitles {
  const { dashboard, profile, routineHub, tickets, ticketDetails } = pageTitles;
  return {
    pages: { dashboard, profile, routineHub, tickets, ticketDetails },
    resources: Object.fromEntries(
      resources.map((resource) => {
        const { list, create, edit, view, config } = resourceTitles(resource);
        return [resource.segment, { list, create, edit, view, ...(resource.hasConfig ? { config } : {}) }];
      }),
    ),
  };
}

/** Which picture a path shows and the title it carries; null for none (runs in the page: plain code, no imports). */
export function bootPage(
  pathname: string,
  signedIn: boolean,
  titles: BootTitles,
): { template: 'signin' | 'list' | 'page' | 'home'; title: string } | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0)
    return signedIn ? { template: 'list', title: titles.pages.tickets } : { template: 'signin', title: '' };
  if (parts[0] !== 'dashboard' || !signedIn) return null;
  const segment = parts[1];
  const second = parts[2];
  const third = parts[3];
  const rest = parts.length;
  // The start page has no breadcrumb trail above its title.
  if (segment === undefined) return { template: 'home', title: titles.pages.dashboard };
  if (segment === 'perfil' && rest === 2) return { template: 'page', title: titles.pages.profile };
  if (segment === 'todas-rotinas' && rest === 2) return { template: 'page', title: titles.pages.routineHub };
  if (segment === 'chamados') {
    if (rest === 2) return { template: 'list', title: titles.pages.tickets };
    return { template: 'page', title: third === 'detalhes' && rest === 4 ? titles.pages.ticketDetails : '' };
  }
  const resource = Object.prototype.hasOwnProperty.call(titles.resources, segment)
    ? titles.resources[segment]
    : undefined;
  if (!resource) return { template: 'page', title: '' };
  if (rest === 2) return { template: 'list', title: resource.list };
  if (second === 'novo' && rest === 3) return { template: 'page', title: resource.create };
  if (rest !== 4 || !/^\d+$/.test(second)) return { template: 'page', title: '' };
  const title =
    third === 'edita'
      ? resource.edit
      : third === 'consulta'
        ? resource.view
        : third === 'configuracoes'
          ? resource.config
          : '';
  return { template: 'page', title: title ?? '' };
}

/**
 * Shows the picture of the page (runs in the page's head, before the body is parsed: plain code). The
 * page's stylesheets are added as the page would add them, render-blocking where the browser knows
 * `blocking="render"`: the first paint then has them and shows the picture at once; elsewhere the picture
 * shows once they have loaded. It fills the boot shell's element as soon as the parser has added it, and
 * stays hidden if the app has put up its own page meanwhile.
 */
export function showBootShell(
  page: { template: string; title: string } | null,
  styles: string[],
  id: string,
  submitAttribute: string,
): void {
  if (!page) return;
  const renderBlocking = 'blocking' in document.createElement('link');
  let waiting = renderBlocking ? 0 : styles.length;
  let shell: HTMLElement | null = null;
  const reveal = () => {
    // Not before the element is filled and the styles are in; never once the app removed it (its page is up).
    if (waiting > 0 || !shell || !shell.isConnected) return;
    shell.hidden = false;
    (shell.querySelector('input') as HTMLInputElement | null)?.focus();
  };
  styles.forEach((href) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = href;
    if (renderBlocking) link.setAttribute('blocking', 'render');
    else
      link.onload = link.onerror = () => {
        waiting -= 1;
        reveal();
      };
    document.head.appendChild(link);
  });
  const fill = (element: HTMLElement) => {
    const template = document.getElementById(`${id}-${page.template}`) as HTMLTemplateElement | null;
    if (!template) return;
    element.appendChild(template.content.cloneNode(true));
    const heading = element.querySelector('h1:not(.sign-in__title)');
    if (heading) heading.textContent = page.title;
    const form = element.querySelector('form');
    if (form) {
      // A click on 'Entrar' (or Enter in a field) before the app is up: the app's form submits once it takes over.
      const submitted = () => {
        element.setAttribute(submitAttribute, '');
        const label = form.querySelector('.p-button-label');
        const [icon, busyIcon] = form.querySelectorAll<SVGElement>('.p-button-icon');
        if (label) label.textContent = form.getAttribute('data-busy-label');
        if (icon && busyIcon) {
          icon.style.display = 'none';
          busyIcon.style.display = '';
        }
      };
      form.querySelector('button')?.addEventListener('click', submitted);
      form.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') submitted();
      });
    } else {
      // A picture: nothing in it can be focused or clicked.
      element.setAttribute('inert', '');
      element.setAttribute('aria-hidden', 'true');
    }
    shell = element;
    reveal();
  };
  // The element comes after its templates in the body: once it is there, they are too.
  const parsed = document.getElementById(id);
  if (parsed) fill(parsed);
  else {
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (!element) return;
      observer.disconnect();
      fill(element);
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  }
}
