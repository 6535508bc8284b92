import '../jsdom-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Empresa, PermissaoInput } from '@generated/api/model';
import { EmpresasListPage } from '@generated/pages/empresas/list-page';
import { EmpresasViewPage } from '@generated/pages/empresas/view-page';
import { UsuariosListPage } from '@generated/pages/usuarios/list-page';
import { createQueryClient } from '@/lib/query/query-client';
import { endTestSession, renderApp } from '../session/support';
import { setupResourceKit } from '../resource/support';

type Link = {
  id: number;
  empresaId: number;
  ativo: boolean;
  emailConfirmado: boolean;
  usuario: { id: number; nome: string; email?: string };
  servidor: { id: number; nome?: string } | null;
};

/**
 * The mock API, the session and helpers of the customer users tests: the seeded customers and their
 * user links (read from the mock database), a support profile with chosen codes, the pages rendered.
 */
export function setupCustomerUsers() {
  const kit = setupResourceKit();
  const { api } = kit;
  const db = () => api.ctx.db;

  /** The links of a customer, as the mock keeps them. */
  const linksOf = (empresaId: number): Link[] =>
    db()
      .usuariosEmpresa.all()
      .filter((link) => link.empresaId === empresaId) as Link[];

  /** An active customer without limited access whose links pass `test` (each test takes another customer: the database is shared by the file). */
  const used = new Set<number>();
  function customerWhere(test: (links: Link[]) => boolean): Empresa {
    const empresa = db()
      .resources.empresas.all()
      .find(
        (candidate) =>
          candidate.ativo &&
          !candidate.acessoLimitado &&
          !used.has(candidate.id) &&
          test(linksOf(candidate.id)),
      );
    if (!empresa) throw new Error('no such seeded customer');
    used.add(empresa.id);
    return empresa;
  }

  /** Gives the support profile (suporte@, permission 2) these action codes, then signs in as it (ending any session). */
  async function signInAsSupportWith(codes: string[]): Promise<void> {
    endTestSession();
    const token = (await api.login()).token;
    const current = (await (await api.call(token, '/v1/permissoes/2')).json()) as {
      descricao: string;
      admin: boolean;
    };
    const response = await api.call<PermissaoInput>(token, '/v1/permissoes/2', {
      method: 'PUT',
      json: { descricao: current.descricao, admin: current.admin, acoes: ['CON_PAIS', 'CON_CID', ...codes] },
    });
    if (!response.ok) throw new Error(`grant failed: ${response.status}`);
    await kit.signIn('suporte@retaguarda.dev');
  }

  return { ...kit, linksOf, customerWhere, signInAsSupportWith };
}

/** The customers' list and view pages and the users list, as generated, with the app's query client. */
export function renderPages(path: string) {
  const user = userEvent.setup();
  const view = renderApp(
    path,
    [
      { path: '/dashboard/empresas', element: <EmpresasListPage /> },
      { path: '/dashboard/empresas/:customerId/consulta', element: <EmpresasViewPage /> },
      { path: '/dashboard/usuarios', element: <UsuariosListPage /> },
    ],
    createQueryClient(),
  );
  return { user, ...view };
}

/** Opens the customer users dialog from the view page of `empresa`. */
export async function openUsersDialog(empresa: Empresa) {
  const rendered = renderPages(`/dashboard/empresas/${empresa.id}/consulta`);
  await rendered.user.click(await screen.findByRole('button', { name: 'Usuários' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Usuários do cliente' });
  // Shown (its opening transition over) once the search has the focus.
  await waitFor(() => expect(within(dialog).getByLabelText('Pesquisar usuários')).toHaveFocus());
  return { ...rendered, dialog };
}
