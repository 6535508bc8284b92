import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AvatarMenu } from '@/app/shell/avatar-menu';
import { getSessionSnapshot } from '@/lib/session/session-store';
import { getSessionTokens } from '@/lib/session/token-store';
import { THEME_STORAGE_KEY } from '@/lib/theme/theme-choice';
import { themeStore } from '@/lib/theme/theme-store';
import { setupMockApi } from '../../unit/mocks/support';
import { endTestSession, renderAt, startSession } from './support';

const api = setupMockApi();

// jsdom does no layout: every offsetParent is null, so PrimeReact's popup positioning measures the
// menu "hidden" and leaves it display:none. A browser has an offsetParent; give jsdom one.
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});

afterEach(() => {
  cleanup();
  endTestSession();
  themeStore().setChoice('system');
});

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  const button = screen.getByRole('button', { name: 'Menu do usuário ANA CAROLINA MENDES' });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await user.click(button);
  const menu = await screen.findByRole('menu', { name: 'Menu do usuário' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return menu;
}

describe('avatar menu', () => {
  it('greets the user by the first name, proper-cased, and shows the e-mail', async () => {
    await startSession(api);
    const user = userEvent.setup();
    renderAt(<AvatarMenu />, '/dashboard');

    const menu = await openMenu(user);
    expect(within(menu).getByText('Olá, Ana')).toBeInTheDocument();
    expect(within(menu).getByText('admin@retaguarda.dev')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Meu perfil', 'Sair']);
    // The avatar shows the initials of the name (no picture in the seed), named after the user.
    expect(within(menu).getByRole('img', { name: 'ANA CAROLINA MENDES' })).toHaveTextContent('AM');
  });

  it("'Meu perfil' goes to /dashboard/perfil and closes the menu", async () => {
    await startSession(api);
    const user = userEvent.setup();
    renderAt(<AvatarMenu />, '/dashboard/chamados');

    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Meu perfil' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/perfil');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(getSessionSnapshot().status).toBe('signed-in');
  });

  it("'Sair' ends the session (tokens cleared) and goes to sign-in", async () => {
    await startSession(api);
    const user = userEvent.setup();
    renderAt(<AvatarMenu />, '/dashboard');

    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sair' }));
    expect(getSessionSnapshot().status).toBe('signed-out');
    expect(getSessionTokens()).toBeNull();
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
  });

  it('works from the keyboard: Enter opens it on the first item, Escape closes it', async () => {
    await startSession(api, 'suporte@retaguarda.dev');
    const user = userEvent.setup();
    renderAt(<AvatarMenu />, '/dashboard');

    const button = screen.getByRole('button', { name: 'Menu do usuário BRUNO HENRIQUE SOUZA' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Menu do usuário' });
    expect(within(menu).getByText('Olá, Bruno')).toBeInTheDocument();
    expect(within(menu).getByText('suporte@retaguarda.dev')).toBeInTheDocument();
    await waitFor(() => expect(menu).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it("offers 'Tema' as radio items, the current one checked; a choice switches the theme at once and is kept", async () => {
    await startSession(api);
    const user = userEvent.setup();
    renderAt(<AvatarMenu />, '/dashboard');

    let menu = await openMenu(user);
    const radios = () => within(menu).getAllByRole('menuitemradio');
    expect(radios().map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Automático (sistema)', 'true'],
      ['Claro', 'false'],
      ['Escuro', 'false'],
    ]);
    expect(within(menu).getByText('Tema')).toBeInTheDocument();

    await user.click(within(menu).getByRole('menuitemradio', { name: 'Escuro' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    menu = await openMenu(user);
    expect(within(menu).getByRole('menuitemradio', { name: 'Escuro' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(menu).getByRole('menuitemradio', { name: 'Automático (sistema)' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('chooses a theme from the keyboard: arrows to the item, Enter picks it', async () => {
    await startSession(api);
    const user = userEvent.setup();
    renderAt(<AvatarMenu />, '/dashboard');

    screen.getByRole('button', { name: 'Menu do usuário ANA CAROLINA MENDES' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Menu do usuário' });
    await waitFor(() => expect(menu).toHaveFocus());
    // Meu perfil → Automático (sistema) → Claro
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(menu.getAttribute('aria-activedescendant')).toBe(
      within(menu).getByRole('menuitemradio', { name: 'Claro' }).id,
    );
    await user.keyboard('{Enter}');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(themeStore().getState()).toEqual({ choice: 'light', theme: 'light' });
  });
});
