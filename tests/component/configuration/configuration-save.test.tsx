import { screen, waitFor, within } from '@testing-library/react';
import { http as msw, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { choose, openConfiguration, retype, saveButton, setupConfiguration, type Segment } from './support';

vi.setConfig({ testTimeout: 30_000 });
const { api, signIn, stored, recordId } = setupConfiguration();

/** PUT altera-configuracoes calls the page makes while `run` runs. */
async function savesDuring(run: () => Promise<void>): Promise<string[]> {
  const puts: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'PUT' && request.url.includes('/altera-configuracoes')) puts.push(request.url);
  };
  api.server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    api.server.events.removeListener('request:start', listener);
  }
  return puts;
}

describe('configuration pages: save', () => {
  it.each<[Segment, boolean]>([
    ['empresas', true],
    ['filiais', true],
    ['unidades', false],
  ])(
    '%s: shows the configuration, saves what changed through altera-configuracoes and keeps it as saved',
    async (segment, saved) => {
      await signIn();
      const id = recordId(segment, saved);
      const { user } = await openConfiguration(segment, id);
      const before = stored(segment, id) ?? {
        ambiente: { tipoAmbiente: 'HOMOLOGACAO', versaoCTe: '4.00' },
        series: { serieCTe: '1' },
      };
      expect(screen.getByLabelText(/^Versão do CT-e/)).toHaveValue(before.ambiente.versaoCTe);
      expect(screen.getByLabelText(/^Série do CT-e/)).toHaveValue(before.series.serieCTe);
      expect(screen.getByLabelText(/^Ambiente de emissão/)).toHaveValue(
        before.ambiente.tipoAmbiente === 'PRODUCAO' ? 'Produção' : 'Homologação',
      );
      // Nothing changed yet.
      expect(saveButton()).toBeDisabled();

      const other = before.ambiente.tipoAmbiente === 'PRODUCAO' ? 'Homologação' : 'Produção';
      await choose(user, /^Ambiente de emissão/, other);
      await retype(user, /^Versão do MDF-e/, '3.10');
      await choose(user, /^Tipo de emissão do CT-e/, 'Autorização pela SVC-RS');
      await choose(user, /^Tipo de emissão do MDF-e/, 'Contingência off-line');
      await retype(user, /^Observação tributária/, 'ICMS diferido');
      expect(screen.getByLabelText(/^Observação tributária/)).toHaveAccessibleDescription(
        '13/2000 caracteres',
      );
      await retype(user, /^Série do CT-e/, '12');
      await retype(user, /^Série do MDF-e/, '007');
      await waitFor(() => expect(saveButton()).toBeEnabled());

      await user.click(saveButton());
      expect(await screen.findByText('Configurações salvas com sucesso')).toBeInTheDocument();
      expect(stored(segment, id)).toEqual({
        ambiente: {
          tipoAmbiente: other === 'Produção' ? 'PRODUCAO' : 'HOMOLOGACAO',
          versaoCTe: before.ambiente.versaoCTe,
          versaoMDFe: '3.10',
        },
        emissao: {
          tipoEmissaoCTe: 'AUTORIZACAO_SVC_RS',
          tipoEmissaoMDFe: 'CONTINGENCIA_OFFLINE',
          obsTributaria: 'ICMS diferido',
        },
        series: { serieCTe: '12', serieMDFe: '007' },
      });
      // The saved values are the form's now: nothing left to save, the inputs show them.
      await waitFor(() => expect(saveButton()).toBeDisabled());
      expect(screen.getByLabelText(/^Série do MDF-e/)).toHaveValue('007');
      expect(screen.getByLabelText(/^Tipo de emissão do CT-e/)).toHaveValue('Autorização pela SVC-RS');
    },
  );

  it('shows the record name as a link to its consulta page, and the certificate only for customers', async () => {
    await signIn();
    const filial = api.ctx.db.resources.filiais.all()[0];
    await openConfiguration('filiais', filial.id);
    const link = screen.getByRole('link', { name: `${filial.codigo} - ${filial.fantasia || filial.nome}` });
    expect(link).toHaveAttribute('href', `/dashboard/filiais/${filial.id}/consulta`);
    expect(screen.queryByRole('region', { name: 'Certificado digital A1' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ambiente' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Emissão' })).toBeInTheDocument();
  });

  it('refuses empty versions and series, a version not like 4.00 and a series over 3 characters, sending nothing', async () => {
    await signIn();
    const { user } = await openConfiguration('filiais', recordId('filiais', true));
    const puts = await savesDuring(async () => {
      const versao = await retype(user, /^Versão do CT-e/, '');
      await waitFor(() => expect(versao).toHaveAccessibleDescription(/Campo obrigatório/));
      expect(saveButton()).toBeDisabled();
      await user.type(versao, '4.0');
      await waitFor(() => expect(versao).toHaveAccessibleDescription(/Versão inválida \(formato 4\.00\)/));
      await user.type(versao, '0');
      await waitFor(() => expect(versao).not.toHaveAccessibleDescription(/inválida/));

      const serie = await retype(user, /^Série do MDF-e/, '');
      await waitFor(() => expect(serie).toHaveAccessibleDescription('Campo obrigatório'));
      await user.type(serie, '1234');
      await waitFor(() => expect(serie).toHaveAccessibleDescription('Máximo 3 caracteres'));
      expect(serie).toHaveValue('1234');
      await retype(user, /^Série do MDF-e/, '1a');
      await waitFor(() => expect(serie).toHaveAccessibleDescription('Informe somente números'));
      expect(saveButton()).toBeDisabled();
      // Enter in a field does not get past the rules either.
      await user.type(serie, '{Enter}');
    });
    expect(puts).toEqual([]);
  });

  it("shows the API's field errors at their inputs and keeps every value; other errors as a toast", async () => {
    await signIn();
    const id = recordId('unidades', true);
    const before = structuredClone(stored('unidades', id));
    api.server.use(
      msw.put(
        '*/v1/unidades/:id/altera-configuracoes',
        () =>
          HttpResponse.json(
            {
              erro: 'Série já usada',
              errors: [{ campo: 'series.serieCTe', errors: ['Série já usada por outra unidade'] }],
            },
            { status: 400 },
          ),
        { once: true },
      ),
      // Then the API is down (mutations retry a 5xx once: it stays down).
      msw.put('*/v1/unidades/:id/altera-configuracoes', () =>
        HttpResponse.json({ erro: 'Banco de dados indisponível' }, { status: 500 }),
      ),
    );
    const { user } = await openConfiguration('unidades', id);
    await retype(user, /^Série do CT-e/, '55');
    await retype(user, /^Observação tributária/, 'texto digitado');
    await user.click(saveButton());
    const serie = screen.getByLabelText(/^Série do CT-e/);
    await waitFor(() => expect(serie).toHaveAccessibleDescription('Série já usada por outra unidade'));
    expect(serie).toHaveValue('55');
    expect(screen.getByLabelText(/^Observação tributária/)).toHaveValue('texto digitado');
    expect(stored('unidades', id)).toEqual(before);

    // Editing the refused field lets the user try again; a failure without fields is the red toast.
    await retype(user, /^Série do CT-e/, '56');
    await user.click(
      await waitFor(() => {
        expect(saveButton()).toBeEnabled();
        return saveButton();
      }),
    );
    expect(await screen.findByText('Banco de dados indisponível')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Série do CT-e/)).toHaveValue('56');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(stored('unidades', id)).toEqual(before);
    expect(screen.queryByText('Configurações salvas com sucesso')).not.toBeInTheDocument();
  });

  it('saves once on a double click, and the button is disabled while saving', async () => {
    await signIn();
    const id = recordId('empresas', false);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.server.use(
      msw.put('*/v1/empresas/:id/altera-configuracoes', async () => {
        await held;
        return undefined; // on to the mock API's own handler
      }),
    );
    const { user } = await openConfiguration('empresas', id);
    await retype(user, /^Série do CT-e/, '9');
    const puts = await savesDuring(async () => {
      await user.dblClick(saveButton());
      await waitFor(() => expect(screen.getByRole('button', { name: /Salvando/ })).toBeDisabled());
      release();
      expect(await screen.findByText('Configurações salvas com sucesso')).toBeInTheDocument();
    });
    expect(puts).toHaveLength(1);
    expect(stored('empresas', id)?.series.serieCTe).toBe('9');
  });

  it('asks before leaving with unsaved changes, and staying keeps them', async () => {
    await signIn();
    const filial = api.ctx.db.resources.filiais.all()[1];
    const { user, router } = await openConfiguration('filiais', filial.id);
    await retype(user, /^Série do CT-e/, '321');
    await user.click(
      screen.getByRole('link', { name: `${filial.codigo} - ${filial.fantasia || filial.nome}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Descartar alterações?' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe(`/dashboard/filiais/${filial.id}/configuracoes`);
    expect(screen.getByLabelText(/^Série do CT-e/)).toHaveValue('321');

    await user.click(
      screen.getByRole('link', { name: `${filial.codigo} - ${filial.fantasia || filial.nome}` }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Descartar alterações?' })).getByRole('button', {
        name: 'Descartar',
      }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/filiais/${filial.id}/consulta`),
    );
  });
});
