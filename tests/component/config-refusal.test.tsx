import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refuseToStartWithoutConfig } from '@/app/config-refusal';
import { reloadPage } from '@/app/reload-page';
import { BOOT_SHELL_ID } from '@/lib/boot/boot-shell-ids';
import { loadRuntimeConfig } from '@/lib/config/runtime-config';

vi.mock('@/app/reload-page', () => ({ reloadPage: vi.fn() }));

/**
 * src/main.tsx's start of a build without the mock API, with a stand-in for the app (its sign-in form)
 * and the boot shell's picture: config.json answers `answer`.
 */
async function start(answer: Response): Promise<{ container: HTMLElement; root: Root }> {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(answer)),
  );
  document.body.innerHTML = `<div id="root"></div><div id="${BOOT_SHELL_ID}"><form><input name="email"></form></div>`;
  const container = document.getElementById('root') as HTMLElement;
  const configLoaded = loadRuntimeConfig(undefined, { required: true });
  const root = createRoot(container);
  refuseToStartWithoutConfig(configLoaded, root, container);
  act(() =>
    root.render(
      <form aria-label="Entrar">
        <input name="email" aria-label="E-mail" />
      </form>,
    ),
  );
  await configLoaded.catch(() => undefined);
  return { container, root };
}

let started: Root | undefined;

beforeEach(() => {
  started = undefined;
  document.title = 'Retaguarda';
});

afterEach(() => {
  act(() => started?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(reloadPage).mockClear();
});

describe('a build without the mock API, without a valid config.json', () => {
  it("shows 'Configuração ausente' instead of the app when /config.json is not found, naming the file and render.sh", async () => {
    await start(new Response('not found', { status: 404 }));

    const heading = await screen.findByRole('heading', { name: 'Configuração ausente' });
    const page = heading.closest('main') as HTMLElement;
    expect(page).toHaveTextContent(
      'Esta implantação não tem uma configuração válida: o Retaguarda não foi iniciado.',
    );
    expect(page).toHaveTextContent(
      'Para quem mantém o servidor: /config.json não encontrado (HTTP 404). Gere o config.json desta implantação com deploy/render.sh',
    );
    // The page's title is set by an effect after the page is drawn: on a busy machine, a moment later.
    await waitFor(() => expect(document.title).toBe('Configuração ausente · Retaguarda'));
    // Neither the app's sign-in form nor the boot shell's picture of it.
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.getElementById(BOOT_SHELL_ID)).toBeNull();
    expect(console.error).toHaveBeenCalledWith(
      'Configuração ausente ou inválida: o Retaguarda não foi iniciado.',
      '/config.json não encontrado (HTTP 404).',
    );
  });

  it("says so too when the server answers with the app's page in its place (an SPA fallback)", async () => {
    await start(
      new Response('<!doctype html><div id="root"></div>', { headers: { 'Content-Type': 'text/html' } }),
    );

    expect(await screen.findByRole('heading', { name: 'Configuração ausente' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '/config.json não encontrado: o servidor respondeu uma página HTML em seu lugar.',
    );
  });

  it("shows 'Configuração inválida' with the fields at fault, and its button reloads the page", async () => {
    await start(Response.json({ socketUrl: '/api/v1/ws', mocks: true, superUserEmail: 'raiz@example.com' }));

    expect(await screen.findByRole('heading', { name: 'Configuração inválida' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '/config.json: apiBaseUrl ausente; mocks é true, mas esta versão não tem a API simulada (use false).',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('leaves the app alone when config.json is valid', async () => {
    const { root } = await start(
      Response.json({
        apiBaseUrl: '/api',
        socketUrl: '/api/v1/ws',
        mocks: false,
        superUserEmail: 'raiz@example.com',
      }),
    );
    started = root;
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(screen.getByRole('form', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.getElementById(BOOT_SHELL_ID)).not.toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });
});
