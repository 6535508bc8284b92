import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query/query-client';
import { locationOf, renderApp } from '../session/support';
import { openConfiguration, setupConfiguration, TITLES } from './support';

vi.setConfig({ testTimeout: 30_000 });
const { api, signIn, grant, recordId } = setupConfiguration();

/** The support profile (suporte@retaguarda.dev, permission 2) with these codes besides its own. */
async function signInAsSupportWith(codes: string[]) {
  await grant(2, ['CON_PAIS', 'CON_CID', ...codes]);
  await signIn('suporte@retaguarda.dev');
}

const NOTE = 'Somente consulta: seu perfil não tem permissão para alterar estas configurações.';

describe('configuration pages: access', () => {
  it('with the view flag only, shows the configuration read-only and says why', async () => {
    await signInAsSupportWith(['CON_FIL']);
    const id = recordId('filiais', true);
    const saved = api.ctx.db.configuracoes.filiais[id];
    await openConfiguration('filiais', id);
    expect(screen.getByRole('note')).toHaveTextContent(NOTE);
    for (const label of [
      /^Ambiente de emissão/,
      /^Versão do CT-e/,
      /^Versão do MDF-e/,
      /^Tipo de emissão do CT-e/,
      /^Tipo de emissão do MDF-e/,
      /^Observação tributária/,
      /^Série do CT-e/,
      /^Série do MDF-e/,
    ]) {
      expect(screen.getByLabelText(label)).toBeDisabled();
    }
    expect(screen.getByLabelText(/^Série do MDF-e/)).toHaveValue(saved.series.serieMDFe);
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    // The name still leads to the record's consulta page (the view flag opens it).
    const filial = api.ctx.db.resources.filiais.get(id)!;
    expect(
      screen.getByRole('link', { name: `${filial.codigo} - ${filial.fantasia || filial.nome}` }),
    ).toBeInTheDocument();
  });

  it("a customer's certificate is shown without the button to change it", async () => {
    await signInAsSupportWith(['CON_EMP']);
    const id = Number(Object.keys(api.ctx.db.certificados)[0]);
    await openConfiguration('empresas', id);
    const section = screen.getByRole('region', { name: 'Certificado digital A1' });
    expect(within(section).getByText('Válido até')).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(NOTE);
  });

  it('with the config flag only, edits the configuration; the name is not a link to a page it cannot open', async () => {
    await signInAsSupportWith(['ALT_CONF_UNI']);
    const id = recordId('unidades', false);
    await openConfiguration('unidades', id);
    const unidade = api.ctx.db.resources.unidades.get(id)!;
    expect(screen.getByText(`${unidade.codigo} - ${unidade.nome}`)).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: `${unidade.codigo} - ${unidade.nome}` }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Série do CT-e/)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('without the view and the config flag, refuses the page', async () => {
    await signInAsSupportWith(['CON_EMP', 'ALT_CONF_FIL']);
    const { router } = renderApp(
      `/dashboard/unidades/${recordId('unidades', true)}/configuracoes`,
      undefined,
      createQueryClient(),
    );
    expect(
      await screen.findByText('Usuário sem acesso a esta rotina', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { level: 1, name: TITLES.unidades })).not.toBeInTheDocument();
  });

  it("offers the row action 'Configurações' to view-only users of the list", async () => {
    await signInAsSupportWith(['CON_FIL']);
    renderApp('/dashboard/filiais', undefined, createQueryClient());
    // The row shows Consultar (no Editar for a view-only user) and keeps 'Configurações' in its '⋯' menu.
    const [more] = await screen.findAllByRole('button', { name: /^Mais ações / }, { timeout: 10_000 });
    fireEvent.click(more);
    const menu = screen.getByRole('menu', { name: more.getAttribute('aria-label')! });
    const item = within(menu).getByRole('menuitem', { name: /^Configurações / });
    expect(item.getAttribute('href')).toMatch(/^\/dashboard\/filiais\/\d+\/configuracoes$/);
    expect(screen.queryAllByRole('link', { name: /^Editar / })).toHaveLength(0);
  });
});
