// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootPage, bootShellHtml, bootTitles, showBootShell } from '../../../build/boot-shell';
import { dismissBootShellWhenPageShows, readBootSignIn } from '../../../src/lib/boot/boot-shell';
import { BOOT_SHELL_ID, BOOT_SUBMIT_ATTRIBUTE } from '../../../src/lib/boot/boot-shell-ids';
import { cidadesResource, empresasResource } from '../../../generated/tables/resources';

const TITLES = bootTitles([cidadesResource, empresasResource]);

/** index.html's body as the build writes it. */
function page() {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"></div>${bootShellHtml()}`;
}

const shell = () => document.getElementById(BOOT_SHELL_ID);
const show = (pathname: string, styles: string[] = [], signedIn = true) =>
  showBootShell(bootPage(pathname, signedIn, TITLES), styles, BOOT_SHELL_ID, BOOT_SUBMIT_ATTRIBUTE);

/** Makes the browser know (or not) `blocking="render"` on links, as Chromium does and jsdom does not. */
function renderBlocking(known: boolean) {
  if (known) Object.defineProperty(HTMLLinkElement.prototype, 'blocking', { configurable: true, value: '' });
  else delete (HTMLLinkElement.prototype as unknown as Record<string, unknown>).blocking;
}

// Each test starts on index.html's body in a browser that knows render-blocking links (as Chromium).
beforeEach(() => {
  page();
  renderBlocking(true);
});
afterEach(() => renderBlocking(false));

describe('boot shell: the picture of the page being opened (build/boot-shell.ts)', () => {
  it('knows the picture and the title of each address, as the app titles its pages', () => {
    expect(bootPage('/', false, TITLES)).toEqual({ template: 'signin', title: '' });
    expect(bootPage('/', true, TITLES)).toEqual({ template: 'list', title: 'Chamados' });
    expect(bootPage('/dashboard', true, TITLES)).toEqual({ template: 'home', title: 'Início' });
    expect(bootPage('/dashboard/cidades', true, TITLES)).toEqual({ template: 'list', title: 'Cidades' });
    expect(bootPage('/dashboard/cidades/novo', true, TITLES)).toEqual({
      template: 'page',
      title: 'Nova cidade',
    });
    expect(bootPage('/dashboard/cidades/12/edita', true, TITLES)).toEqual({
      template: 'page',
      title: 'Editar cidade',
    });
    expect(bootPage('/dashboard/cidades/12/consulta', true, TITLES)).toEqual({
      template: 'page',
      title: 'Consultar cidade',
    });
    expect(bootPage('/dashboard/empresas/3/configuracoes', true, TITLES)).toEqual({
      template: 'page',
      title: 'Configurações do cliente',
    });
    expect(bootPage('/dashboard/chamados', true, TITLES)).toEqual({ template: 'list', title: 'Chamados' });
    expect(bootPage('/dashboard/chamados/1051/detalhes', true, TITLES)).toEqual({
      template: 'page',
      title: 'Detalhes do chamado',
    });
    expect(bootPage('/dashboard/perfil', true, TITLES)).toEqual({ template: 'page', title: 'Meu perfil' });
    expect(bootPage('/dashboard/todas-rotinas', true, TITLES)).toEqual({
      template: 'page',
      title: 'Todas as rotinas',
    });
  });

  it('shows the frame without a title where the page is not known for sure, and nothing without a session', () => {
    expect(bootPage('/dashboard/cidades/12/configuracoes', true, TITLES)).toEqual({
      template: 'page',
      title: '',
    });
    expect(bootPage('/dashboard/cidades/abc/consulta', true, TITLES)).toEqual({
      template: 'page',
      title: '',
    });
    expect(bootPage('/dashboard/constructor', true, TITLES)).toEqual({ template: 'page', title: '' });
    expect(bootPage('/dashboard/cidades/12/constructor', true, TITLES)).toEqual({
      template: 'page',
      title: '',
    });
    expect(bootPage('/dashboard/cidades/12/toString', true, TITLES)).toEqual({ template: 'page', title: '' });
    expect(bootPage('/dashboard/cidades', false, TITLES)).toBeNull();
    expect(bootPage('/qualquer', true, TITLES)).toBeNull();
  });

  it('puts up the frame with the title as an inert picture, at once where the styles hold the first paint', () => {
    show('/dashboard/cidades', ['/assets/list.css']);
    expect(shell()!.hidden).toBe(false);
    expect(shell()!.querySelector('h1')!.textContent).toBe('Cidades');
    expect(shell()!.hasAttribute('inert')).toBe(true);
    expect(shell()!.getAttribute('aria-hidden')).toBe('true');
    const link = document.head.querySelector('link')!;
    expect([link.rel, link.getAttribute('href'), link.getAttribute('blocking')]).toEqual([
      'stylesheet',
      '/assets/list.css',
      'render',
    ]);
  });

  it('elsewhere waits for every stylesheet before showing the picture, and never shows it over the app', () => {
    renderBlocking(false);
    show('/dashboard/cidades', ['/assets/a.css', '/assets/b.css']);
    const [first, second] = document.head.querySelectorAll('link');
    expect(first.hasAttribute('blocking')).toBe(false);
    first.dispatchEvent(new Event('load'));
    expect(shell()!.hidden).toBe(true);
    second.dispatchEvent(new Event('error'));
    expect(shell()!.hidden).toBe(false);

    page();
    show('/dashboard/cidades', ['/assets/a.css']);
    const element = shell()!;
    element.remove();
    document.head.querySelector('link')!.dispatchEvent(new Event('load'));
    expect(element.hidden).toBe(true);
  });

  it('fills the element as soon as the parser adds it when the script runs first', async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"></div>';
    show('/dashboard/chamados');
    document.body.insertAdjacentHTML('beforeend', bootShellHtml());
    await Promise.resolve();
    expect(shell()!.querySelector('h1')!.textContent).toBe('Chamados');
  });
});

describe('boot shell: the sign-in form before the app starts, and the hand-over (src/lib/boot/boot-shell.ts)', () => {
  it('is a real form with the focus in the e-mail; a click on Entrar shows the busy button and is remembered', () => {
    show('/', [], false);
    const email = screenOf().email;
    expect(document.activeElement).toBe(email);
    expect(shell()!.hasAttribute('inert')).toBe(false);
    screenOf().submit.click();
    expect(shell()!.hasAttribute(BOOT_SUBMIT_ATTRIBUTE)).toBe(true);
    expect(screenOf().submit.textContent).toBe('Entrando…');
  });

  it('hands over what was typed, the field in focus with its caret, and the waiting submit', () => {
    show('/', [], false);
    const { email, senha } = screenOf();
    email.value = 'ana@retaguarda.dev';
    senha.value = 'segredo';
    senha.focus();
    senha.setSelectionRange(2, 4);
    senha.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(readBootSignIn()).toEqual({
      email: 'ana@retaguarda.dev',
      senha: 'segredo',
      focus: { name: 'senha', start: 2, end: 4 },
      submit: true,
    });
    shell()!.remove();
    expect(readBootSignIn()).toBeNull();
  });

  it('hands over nothing from the frame (no form) and leaves it for the page title to remove', async () => {
    show('/dashboard/cidades');
    expect(readBootSignIn()).toBeNull();
    const root = document.getElementById('root')!;
    dismissBootShellWhenPageShows(root);
    root.innerHTML = '<div role="status" class="app-spinner"></div>';
    await Promise.resolve();
    expect(shell()).not.toBeNull();
    root.innerHTML = '<main><h1>Cidades</h1></main>';
    await Promise.resolve();
    expect(shell()).toBeNull();
  });
});

function screenOf() {
  const form = shell()!.querySelector('form')!;
  return {
    email: form.querySelector<HTMLInputElement>('input[name="email"]')!,
    senha: form.querySelector<HTMLInputElement>('input[name="senha"]')!,
    submit: form.querySelector('button')!,
  };
}
