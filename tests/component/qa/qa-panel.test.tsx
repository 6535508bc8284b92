import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { qaSettings, setContractOperations, takeFailure } from '@mocks/kit/qa';
import { tokenSettings } from '@mocks/kit/tokens';
import { applyStoredQa, createQaControls } from '@mocks/qa/browser-qa';
import { QaLauncher } from '@mocks/qa/launcher';
import { decodeScenario, splitScenarioLink } from '@mocks/qa/scenario';
import { QA_STORAGE_KEY } from '@mocks/qa/settings';

/** The page's QA controls, as the demo makes them (reset stubbed: it would drop IndexedDB and reload). */
function setup() {
  const reset = vi.fn(async () => undefined);
  applyStoredQa();
  const controls = createQaControls({ profile: 'demo', reset });
  render(<QaLauncher controls={controls} />);
  return { reset, controls, user: userEvent.setup() };
}

const launcher = () => screen.getByRole('button', { name: /^QA/ });

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(launcher());
  const panel = await screen.findByRole('dialog', { name: 'Painel de QA' });
  // The drawer puts the focus on its first field once its opening animation ends.
  await waitFor(() => expect(within(panel).getByLabelText('Latência (ms)')).toHaveFocus());
  return panel;
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  applyStoredQa({});
  setContractOperations([]);
  document.documentElement.className = '';
});

describe('QA panel', () => {
  it('opens from the launcher, focused on its first field; Escape closes it and the focus goes back', async () => {
    const { user } = setup();
    expect(launcher()).toHaveTextContent(/^QA$/);
    expect(launcher()).toHaveAttribute('aria-haspopup', 'dialog');
    await openPanel(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(launcher()).toHaveFocus();
  });

  it('puts a latency, a token lifetime and an import delay in force at once, kept for the next pages; the badge says it', async () => {
    const { user } = setup();
    const panel = await openPanel(user);
    await user.clear(within(panel).getByLabelText('Latência (ms)'));
    await user.type(within(panel).getByLabelText('Latência (ms)'), '800');
    await user.clear(within(panel).getByLabelText('Validade do token de acesso (s)'));
    await user.type(within(panel).getByLabelText('Validade do token de acesso (s)'), '30');
    await user.clear(within(panel).getByLabelText('Atraso das importações (ms)'));
    await user.type(within(panel).getByLabelText('Atraso das importações (ms)'), '5000');
    expect(qaSettings.latencyMs).toBe(800);
    expect(tokenSettings.accessTtlSeconds).toBe(30);
    expect(qaSettings.importDelayMs).toBe(5000);
    expect(JSON.parse(localStorage.getItem(QA_STORAGE_KEY) ?? '{}')).toMatchObject({
      latencyMs: 800,
      accessTtlSeconds: 30,
      importDelayMs: 5000,
    });
    expect(launcher()).toHaveTextContent('QA: latência 800 ms · token 30 s · importação 5.000 ms');
    expect(document.documentElement).toHaveClass('retaguarda-qa-panel-active');

    // A value that is not one changes nothing, and says so.
    const latency = within(panel).getByLabelText('Latência (ms)');
    await user.clear(latency);
    expect(latency).toHaveAttribute('aria-invalid', 'true');
    expect(latency).toHaveAccessibleDescription(
      /Um número inteiro de 0 a 120\.000: o valor em vigor continua 800/,
    );
    expect(qaSettings.latencyMs).toBe(800);
  });

  it('forces a failure of an operation picked from the contract’s list, searched by its names', async () => {
    const { user } = setup();
    const panel = await openPanel(user);
    const operations = within(panel).getByRole('listbox', { name: 'Operação' });
    expect(within(operations).getAllByRole('option').length).toBeGreaterThan(100);

    await user.type(within(panel).getByLabelText('Buscar operação'), 'lista cidades');
    expect(within(panel).getByText(/^\d+ de \d+ operações$/)).toBeInTheDocument();
    expect(
      within(operations)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toContain('listaCidades');
    // Enter in the search goes to the list, and adds nothing.
    await user.keyboard('{Enter}');
    expect(operations).toHaveFocus();
    expect(qaSettings.failures).toEqual([]);

    await user.selectOptions(operations, 'listaCidades');
    await user.clear(within(panel).getByLabelText('Status HTTP'));
    await user.type(within(panel).getByLabelText('Status HTTP'), '503');
    await user.type(within(panel).getByLabelText('Mensagem (erro)'), 'Banco de cidades fora do ar');
    await user.clear(within(panel).getByLabelText('Vezes'));
    await user.type(within(panel).getByLabelText('Vezes'), '2');
    await user.click(within(panel).getByRole('button', { name: 'Adicionar falha' }));

    expect(qaSettings.failures).toEqual([
      {
        method: 'GET',
        path: '/v1/cidades',
        status: 503,
        erro: 'Banco de cidades fora do ar',
        times: 2,
        operationId: 'listaCidades',
      },
    ]);
    const inForce = within(panel).getByRole('list', { name: 'Falhas em vigor' });
    expect(within(inForce).getByRole('listitem')).toHaveTextContent(
      'GET /v1/cidades → 503 «Banco de cidades fora do ar» · 2 vezes',
    );
    expect(launcher()).toHaveTextContent('QA: 1 falha');

    // Used up by the mock API: the panel and the badge follow.
    act(() => {
      expect(takeFailure('GET', '/v1/cidades')?.status).toBe(503);
    });
    expect(within(inForce).getByRole('listitem')).toHaveTextContent(
      'GET /v1/cidades → 503 «Banco de cidades fora do ar» · 1 vez',
    );
    expect(JSON.parse(localStorage.getItem(QA_STORAGE_KEY) ?? '{}').failures).toMatchObject([{ times: 1 }]);
    act(() => {
      expect(takeFailure('GET', '/v1/cidades')?.status).toBe(503);
    });
    expect(within(panel).queryByRole('list', { name: 'Falhas em vigor' })).not.toBeInTheDocument();
    expect(launcher()).toHaveTextContent(/^QA$/);
  });

  it('removes one failure, and copies a link that carries the scenario, which restoring the defaults empties', async () => {
    const { user, controls } = setup();
    act(() => {
      controls.setLatency(300);
      controls.addFailure({ method: 'GET', path: '/v1/paises', status: 500, operationId: 'listaPaises' });
      controls.addFailure({
        method: 'POST',
        path: '/v1/paises',
        status: 504,
        times: 1,
        afterCommit: true,
        operationId: 'criaPais',
      });
    });
    const panel = await openPanel(user);
    await user.click(
      within(panel).getByRole('button', { name: 'Remover a falha GET /v1/paises → 500 · sempre' }),
    );
    expect(qaSettings.failures.map((failure) => failure.operationId)).toEqual(['criaPais']);

    await user.click(within(panel).getByRole('button', { name: 'Copiar link do cenário' }));
    expect(await within(panel).findByText('Link do cenário copiado.')).toBeInTheDocument();
    // user-event's clipboard stands in for the browser's.
    const link = await navigator.clipboard.readText();
    expect(within(panel).getByLabelText('Link do cenário')).toHaveValue(link);
    const { encoded, rest } = splitScenarioLink(link);
    expect(rest).toBe(location.href);
    expect(decodeScenario(encoded ?? '')).toEqual({ ok: true, scenario: controls.scenario() });

    await user.click(within(panel).getByRole('button', { name: 'Restaurar padrões' }));
    expect(controls.scenario()).toMatchObject({
      latencyMs: 0,
      failures: [],
      accessTtlSeconds: 900,
      importDelayMs: 400,
    });
    expect(within(panel).getByLabelText('Latência (ms)')).toHaveValue(0);
    expect(launcher()).toHaveTextContent(/^QA$/);
    expect(document.documentElement).not.toHaveClass('retaguarda-qa-panel-active');
  });

  it('makes the demo’s data anew only once confirmed, with the profile chosen', async () => {
    const { user, reset } = setup();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('radio', { name: /^Grande: 50\.000 cidades/ }));
    await user.click(within(panel).getByRole('button', { name: 'Recriar os dados…' }));
    const question = within(panel).getByRole('group', { name: /^Recriar os dados com o perfil grande\?/ });
    expect(within(question).getByRole('button', { name: 'Recriar e recarregar' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(reset).not.toHaveBeenCalled();
    expect(within(panel).getByRole('button', { name: 'Recriar os dados…' })).toHaveFocus();

    await user.click(within(panel).getByRole('button', { name: 'Recriar os dados…' }));
    await user.click(within(panel).getByRole('button', { name: 'Recriar e recarregar' }));
    expect(reset).toHaveBeenCalledWith('large');
  });

  it('follows a change another tab kept', async () => {
    setup();
    localStorage.setItem(QA_STORAGE_KEY, JSON.stringify({ latencyMs: 1500, failures: [] }));
    act(() => {
      dispatchEvent(new StorageEvent('storage', { key: QA_STORAGE_KEY, storageArea: localStorage }));
    });
    expect(qaSettings.latencyMs).toBe(1500);
    expect(launcher()).toHaveTextContent('QA: latência 1.500 ms');
  });
});
