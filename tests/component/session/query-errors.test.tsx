import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { http as msw, HttpResponse } from 'msw';
import { useEffect, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useCriaBanco, useListaBancos } from '@generated/api/bancos/bancos';
import { TestProviders } from '../providers';
import { http } from '@/lib/http/client';
import { createQueryClient } from '@/lib/query/query-client';
import { installSessionInterceptors } from '@/lib/session/session-interceptors';
import { setupMockApi } from '../../unit/mocks/support';
import { endTestSession, startSession } from './support';

const api = setupMockApi();
// Lazy pages load their chunks on first use: slow on a busy machine, so wait longer than the default 1 s.
const FORBIDDEN = 'Você não tem permissão para acessar este recurso';

beforeAll(() => installSessionInterceptors(http));
afterEach(() => {
  cleanup();
  endTestSession();
});

/** Reads are open to every signed-in user in the mock: make the list answer 403 as a real API may. */
function forbidBankList() {
  api.server.use(msw.get('*/dev/api/v1/bancos', () => new HttpResponse(null, { status: 403 })));
}

function BankList({ silent = false, tag }: { silent?: boolean; tag: string }) {
  const query = useListaBancos(undefined, { query: { meta: silent ? { silent: true } : undefined } });
  return <p>{query.isError ? `falhou ${tag}` : `carregando ${tag}`}</p>;
}

function CreateBank() {
  const { mutate, isError } = useCriaBanco();
  useEffect(() => mutate({ data: { codigo: '999', nome: 'BANCO TESTE', ispb: '99999999' } }), [mutate]);
  return <p>{isError ? 'criação falhou' : 'criando'}</p>;
}

function renderWithAppClient(children: ReactNode) {
  // The app's query client configuration (global error handler), with fresh caches.
  return render(<TestProviders queryClient={createQueryClient()}>{children}</TestProviders>);
}

describe('API errors of queries and mutations', () => {
  it('a 403 shows the permission text as one red toast, however many components share the query', async () => {
    await startSession(api, 'suporte@retaguarda.dev');
    forbidBankList();
    renderWithAppClient(
      <>
        <BankList tag="a" />
        <BankList tag="b" />
      </>,
    );
    expect(await screen.findByText('falhou a')).toBeInTheDocument();
    expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
    expect(screen.getAllByText(FORBIDDEN)).toHaveLength(1);
  });

  it('a query with meta.silent shows no toast', async () => {
    await startSession(api, 'suporte@retaguarda.dev');
    forbidBankList();
    renderWithAppClient(<BankList silent tag="silenciosa" />);
    expect(await screen.findByText('falhou silenciosa')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(FORBIDDEN)).not.toBeInTheDocument();
  });

  it('a failed mutation shows its API message once', async () => {
    await startSession(api, 'suporte@retaguarda.dev');
    renderWithAppClient(<CreateBank />);
    expect(await screen.findByText('criação falhou')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(FORBIDDEN)).toHaveLength(1));
  });

  it('a 401 is the session’s business: no toast', async () => {
    renderWithAppClient(<BankList tag="sem sessão" />);
    expect(await screen.findByText('falhou sem sessão')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.p-toast-message')).toBeNull();
  });
});
