import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { isTypingTarget, shortcutOf } from '@/lib/keyboard-shortcuts';
import { saveSessionTokens } from '@/lib/session/token-store';
import { setupMockApi } from '../../unit/mocks/support';
import { endTestSession, renderRoutes } from './support';

const api = setupMockApi();

afterEach(() => {
  cleanup();
  endTestSession();
  localStorage.clear();
});

async function signedInAt(path: string, email = 'admin@retaguarda.dev') {
  saveSessionTokens(await api.login(email));
  const user = userEvent.setup();
  const view = renderRoutes(createAppRoutes(), path);
  await screen.findByRole('main', {}, { timeout: 15_000 });
  return { user, ...view };
}

async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Busca rápida' }, { timeout: 8000 });
  return {
    dialog,
    input: within(dialog).getByRole('combobox', { name: 'Buscar rotinas, páginas e registros' }),
  };
}

describe('keyboard shortcuts', { timeout: 30_000 }, () => {
  it('takes Ctrl/⌘+K anywhere, and ?, / and n only outside text fields and open dialogs', () => {
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    document.body.append(input, checkbox, editor);
    const press = (key: string, target: EventTarget, init: KeyboardEventInit = {}, layerOpen = false) => {
      const event = new KeyboardEvent('keydown', { key, ...init });
      Object.defineProperty(event, 'target', { value: target });
      return shortcutOf(event, layerOpen);
    };
    expect(press('k', input, { ctrlKey: true })).toBe('palette');
    expect(press('K', document.body, { metaKey: true })).toBe('palette');
    expect(press('/', document.body)).toBe('search');
    expect(press('n', checkbox)).toBe('new');
    expect(press('?', document.body)).toBe('help');
    expect(press('n', input)).toBeNull();
    expect(press('/', editor)).toBeNull();
    expect(press('n', document.body, {}, true)).toBeNull();
    expect(press('n', document.body, { ctrlKey: true })).toBeNull();
    expect(isTypingTarget(editor) && isTypingTarget(input) && !isTypingTarget(checkbox)).toBe(true);
    input.remove();
    checkbox.remove();
    editor.remove();
  });

  it('Ctrl+K finds a routine by name and Enter opens its list; the choice is then first among the recent items', async () => {
    const { user, router } = await signedInAt('/dashboard');
    const { input } = await openPalette(user);
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, 'cidad');
    const option = await screen.findByRole('option', { name: /^Cidades/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cidades'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Busca rápida' })).not.toBeInTheDocument(),
    );

    const again = await openPalette(user);
    const recents = within(again.dialog).getByRole('group', { name: 'Recentes' });
    expect(within(recents).getByRole('option', { name: /^Cidades/ })).toBeInTheDocument();
  });

  it('keeps every key typed from Ctrl+K on, before its field has the focus: "cidades" and Enter typed at once land on Cidades', async () => {
    const { user, router } = await signedInAt('/dashboard');
    // No wait for the dialog: its code is still loading when the keys come.
    await user.keyboard('{Control>}k{/Control}cidadex{Backspace}s{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cidades'), {
      timeout: 15_000,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Busca rápida' })).not.toBeInTheDocument(),
    );

    // Opened again, it starts empty; the keys typed ahead never reached the page behind.
    const { input } = await openPalette(user);
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveValue('');
  });

  it('takes the keys typed ahead into its field, and an Escape typed ahead closes it', async () => {
    const { user, router } = await signedInAt('/dashboard');
    await user.keyboard('{Control>}k{/Control}pai');
    const { input } = await openPalette(user);
    await waitFor(() => expect(input).toHaveValue('pai'));
    expect(input).toHaveFocus();
    expect(await screen.findByRole('option', { name: /^Países/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Busca rápida' })).not.toBeInTheDocument(),
    );

    await user.keyboard('{Control>}k{/Control}xyz{Escape}');
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Busca rápida' })).not.toBeInTheDocument(),
      { timeout: 8000 },
    );
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it(
    'finds records by name through the list calls and opens the one chosen',
    { timeout: 60_000 },
    async () => {
      const { user, router } = await signedInAt('/dashboard');
      const { dialog, input } = await openPalette(user);
      await user.type(input, 'belo horizonte');
      const group = await within(dialog).findByRole('group', { name: 'Cidades' }, { timeout: 15_000 });
      await user.click(within(group).getByRole('option', { name: /^Belo Horizonte/ }));
      // The location changes once the record page's code and its loader are in: seconds on a busy machine
      // (over ten with both cores saturated, as the first import transforms the view page's modules).
      await waitFor(
        () => expect(router.state.location.pathname).toMatch(/^\/dashboard\/cidades\/\d+\/consulta$/),
        { timeout: 30_000 },
      );
    },
  );

  it(
    "finds a ticket by its code, with or without '#', and names it '#code title'",
    { timeout: 60_000 },
    async () => {
      const token = (await api.login()).token;
      const ticket = (
        (await (await api.call(token, '/v1/chamados?limitePagina=10&pagina=1')).json()) as {
          items: Array<{ id: number; codigoSequencial: number; titulo: string }>;
        }
      ).items[0];
      const { user, router } = await signedInAt('/dashboard');
      const { dialog, input } = await openPalette(user);
      await user.type(input, `#${ticket.codigoSequencial}`);
      const tickets = await within(dialog).findByRole('group', { name: 'Chamados' }, { timeout: 15_000 });
      await user.click(
        within(tickets).getByRole('option', { name: new RegExp(`^#${ticket.codigoSequencial} `) }),
      );
      await waitFor(
        () => expect(router.state.location.pathname).toBe(`/dashboard/chamados/${ticket.id}/detalhes`),
        { timeout: 30_000 },
      );
    },
  );

  it("offers only what the user's permissions allow: no routine, record or new-record form of a resource they may not open", async () => {
    // The support profile may consult countries and cities, nothing else.
    const { user } = await signedInAt('/dashboard', 'suporte@retaguarda.dev');
    const { dialog, input } = await openPalette(user);
    await user.type(input, 'empresa');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Nenhum resultado'), {
      timeout: 8000,
    });
    await user.clear(input);
    await user.type(input, 'cidade');
    expect(await within(dialog).findByRole('option', { name: /^Cidades/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: /^Nova cidade/ })).not.toBeInTheDocument();
  });

  it("'/' focuses the list's search, 'n' opens its new-record form and '?' lists the shortcuts", async () => {
    const { user, router } = await signedInAt('/dashboard/cidades');
    const search = await screen.findByRole('searchbox', { name: 'Pesquisar' }, { timeout: 8000 });
    await user.keyboard('/');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
    await user.keyboard('n');
    expect(search).toHaveValue('n');
    search.blur();
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Atalhos do teclado' });
    expect(within(help).getByText('Novo registro, onde permitido')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Atalhos do teclado' })).not.toBeInTheDocument(),
    );
    await user.keyboard('n');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cidades/novo'));
  });

  it('Enter in the routine search opens the only routine it leaves', async () => {
    const { user, router } = await signedInAt('/dashboard/todas-rotinas');
    const search = await screen.findByRole('searchbox', { name: 'Pesquisar rotina' });
    await user.type(search, 'pedágio');
    await screen.findByText('1 rotina para “pedágio”');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/pracas-pedagio'));
  });
});
