import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as msw } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { locationOf } from '../../session/support';
import { setupResourceKit } from '../support';
import { choose, cidadesConfig, renderForm } from './support';

vi.setConfig({ testTimeout: 20000 });
const { api, signIn } = setupResourceKit();

async function apiCity(token: string, id: number) {
  return (await (await api.call(token, `/v1/cidades/${id}`)).json()) as {
    nome: string;
    codigoIbge: string;
    uf: string;
  };
}

describe('ResourceFormPage (cidades, create)', () => {
  it('an untouched new form can be submitted: "Campo obrigatório" at each required field, nothing sent', async () => {
    await signIn();
    const user = userEvent.setup();
    const posts: string[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/v1/cidades')) posts.push(request.url);
    });
    renderForm(cidadesConfig, '/dashboard/cidades/novo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova cidade' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Salvar' });
    // A new record: the untouched form may be submitted, to show what is required.
    expect(save).toBeEnabled();
    await user.click(save);

    for (const label of [/^Nome/, /^Código IBGE/, /^UF/]) {
      const input = screen.getByLabelText(label);
      await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
      expect(input).toHaveAccessibleDescription('Campo obrigatório');
    }
    expect(screen.getByLabelText(/^Latitude/)).not.toHaveAttribute('aria-invalid');
    expect(posts).toEqual([]);
    api.server.events.removeAllListeners();
  });

  it('saves a valid city (upper-cased, unmasked) and goes to its consulta with a toast', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const { router } = renderForm(cidadesConfig, '/dashboard/cidades/novo');
    await user.type(await screen.findByLabelText(/^Nome/), '  vila nova do teste ');
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('  VILA NOVA DO TESTE ');
    // Digits only (a valid check digit, a code no seeded city has).
    await user.type(screen.getByLabelText(/^Código IBGE/), '99a99996');
    expect(screen.getByLabelText(/^Código IBGE/)).toHaveValue('9999996');
    await choose(user, /^UF/, 'SP');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Cidade cadastrada com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toMatch(/^\/dashboard\/cidades\/\d+\/consulta$/));
    const id = Number(/cidades\/(\d+)\//.exec(locationOf(router))?.[1]);
    expect(await apiCity(token, id)).toMatchObject({
      nome: 'VILA NOVA DO TESTE',
      codigoIbge: '9999996',
      uf: 'SP',
    });
  });

  it('a number beyond its limits stays as typed and is refused at its field, not silently clamped', async () => {
    await signIn();
    const user = userEvent.setup();
    renderForm(cidadesConfig, '/dashboard/cidades/novo');
    const latitude = await screen.findByLabelText(/^Latitude/);
    await user.type(latitude, '95');
    await user.tab();
    expect(latitude).toHaveValue('95,000000');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(latitude).toHaveAttribute('aria-invalid', 'true'));
    expect(latitude).toHaveAccessibleDescription('Deve ser menor ou igual a 90');
    expect(latitude).toHaveValue('95,000000');
  });

  it('a refused save keeps every typed value and shows the API message at its field', async () => {
    await signIn();
    const user = userEvent.setup();
    const { router } = renderForm(cidadesConfig, '/dashboard/cidades/novo');
    // An IBGE code already registered (São Paulo): the API refuses it at codigoIbge.
    await user.type(await screen.findByLabelText(/^Nome/), 'outra sao paulo');
    await user.type(screen.getByLabelText(/^Código IBGE/), '3550308');
    await choose(user, /^UF/, 'SP');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const code = screen.getByLabelText(/^Código IBGE/);
    await waitFor(() => expect(code).toHaveAccessibleDescription('Código IBGE já cadastrado'));
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('OUTRA SAO PAULO');
    expect(code).toHaveValue('3550308');
    expect(screen.getByLabelText(/^UF/)).toHaveValue('SP');
    expect(locationOf(router)).toBe('/dashboard/cidades/novo');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('Salvar is disabled while the save runs, so a second click sends nothing more', async () => {
    await signIn();
    const user = userEvent.setup();
    const posts: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the POST until released, then lets the mock API answer it.
    api.server.use(
      msw.post('*/v1/cidades', async ({ request }) => {
        posts.push(request.url);
        await held;
      }),
    );
    const { router } = renderForm(cidadesConfig, '/dashboard/cidades/novo');
    await user.type(await screen.findByLabelText(/^Nome/), 'cidade lenta');
    // Another unused code (the mock database lives as long as this file).
    await user.type(screen.getByLabelText(/^Código IBGE/), '9999988');
    await choose(user, /^UF/, 'MG');
    const save = screen.getByRole('button', { name: 'Salvar' });
    await user.dblClick(save);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Salvando/ })).toBeDisabled();
    await user.keyboard('{Enter}');
    release();
    await waitFor(() => expect(locationOf(router)).toMatch(/^\/dashboard\/cidades\/\d+\/consulta$/));
    expect(posts).toHaveLength(1);
  });
});

describe('ResourceFormPage (cidades, edit)', () => {
  it('loads the record into the form; Salvar waits for a change; the change is saved', async () => {
    const token = await signIn();
    const before = await apiCity(token, 3);
    const user = userEvent.setup();
    const { router } = renderForm(cidadesConfig, '/dashboard/cidades/3/edita');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar cidade' })).toBeInTheDocument();
    const nome = await screen.findByLabelText(/^Nome/);
    expect(nome).toHaveValue(before.nome);
    expect(screen.getByText(before.nome, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Código IBGE/)).toHaveValue(before.codigoIbge);
    expect(screen.getByLabelText(/^UF/)).toHaveValue(before.uf);
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();

    await user.type(nome, ' do sul');
    await user.click(save);
    expect(await screen.findByText('Cidade alterada com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toBe('/dashboard/cidades/3/consulta'));
    // 'upper' fields are sent upper-cased as a whole.
    expect((await apiCity(token, 3)).nome).toBe(`${before.nome.toLocaleUpperCase('pt-BR')} DO SUL`);
  });

  it('a record that does not exist shows the not-found message', async () => {
    await signIn();
    renderForm(cidadesConfig, '/dashboard/cidades/999999/edita');
    expect(await screen.findByRole('alert')).toHaveTextContent('Registro de cidade não encontrado');
  });
});

describe('ResourceFormPage: leaving a changed form', () => {
  it('Cancelar on a changed form asks first: "Continuar editando" stays with the values, "Descartar" leaves', async () => {
    await signIn();
    const user = userEvent.setup();
    const { router } = renderForm(cidadesConfig, '/dashboard/cidades/novo');
    await user.type(await screen.findByLabelText(/^Nome/), 'rascunho');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    let dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(locationOf(router)).toBe('/dashboard/cidades/novo');
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('RASCUNHO');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(locationOf(router)).toBe('/dashboard/cidades'));
  });

  it('an unchanged form leaves without asking', async () => {
    await signIn();
    const user = userEvent.setup();
    const { router } = renderForm(cidadesConfig, '/dashboard/cidades/novo');
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(locationOf(router)).toBe('/dashboard/cidades'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the browser is asked to warn before unloading a changed form', async () => {
    await signIn();
    const user = userEvent.setup();
    renderForm(cidadesConfig, '/dashboard/cidades/novo');
    const unchanged = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unchanged);
    expect(unchanged.defaultPrevented).toBe(false);
    await user.type(await screen.findByLabelText(/^Nome/), 'x');
    const changed = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(changed);
    expect(changed.defaultPrevented).toBe(true);
  });
});
