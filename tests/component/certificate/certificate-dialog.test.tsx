import '../profile/node-file-globals';
import '../jsdom-layout';
import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query/query-client';
import { setupSignedIn } from '../profile/support';
import { renderApp } from '../session/support';

/** The customer configuration page's certificate A1: test, then select, against the mock API (node-forge). */

const { mock } = setupSignedIn();
const PASSWORD = 'certificado123';
/** node-forge opens the PKCS#12 (3DES, 2048 rounds) on the mock API: slow on a busy machine. */
const API_WAIT = { timeout: 15_000 };
const fixture = (name: string, as = name) =>
  new File([readFileSync(`tests/fixtures/${name}`)], as, { type: 'application/x-pkcs12' });

async function openDialog(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const empresa = mock.ctx.db.resources.empresas.all()[0];
  delete mock.ctx.db.certificados[empresa.id];
  const user = userEvent.setup(options);
  const queryClient = createQueryClient();
  renderApp(`/dashboard/empresas/${empresa.id}/configuracoes`, undefined, queryClient);
  // The first render loads the route modules: give it time.
  const section = await screen.findByRole('region', { name: 'Certificado digital A1' }, { timeout: 10_000 });
  expect(within(section).getByText('Nenhum certificado digital enviado')).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Enviar certificado' }));
  const dialog = await screen.findByRole('dialog', { name: 'Certificado digital A1' });
  // Once shown, the drawer focuses its first field: typing before that would lose keys to it.
  await waitFor(() => expect(within(dialog).getByLabelText(/Arquivo do certificado/)).toHaveFocus());
  return {
    user,
    queryClient,
    empresa,
    section,
    dialog,
    file: within(dialog).getByLabelText(/Arquivo do certificado/),
    password: within(dialog).getByLabelText(/Senha do certificado/),
    test: within(dialog).getByRole('button', { name: 'Testar' }),
    select: within(dialog).getByRole('button', { name: 'Selecionar' }),
  };
}

describe('digital certificate A1 dialog', { timeout: 60_000 }, () => {
  it('requires the file and the password, and refuses another file type at the field', async () => {
    const { user, dialog, file, test, select } = await openDialog({ applyAccept: false });
    await user.click(test);
    expect(await within(dialog).findAllByText('Campo obrigatório')).toHaveLength(2);
    await user.upload(file, new File(['x'], 'certificado.pem'));
    await user.click(test);
    expect(await within(dialog).findByText('Selecione um arquivo .pfx ou .p12')).toBeInTheDocument();
    expect(select).toBeDisabled();
  });

  it("shows the API's refusal for a wrong password and keeps select disabled; nothing is saved", async () => {
    const { user, dialog, empresa, file, password, test, select } = await openDialog();
    await user.upload(file, fixture('certificado-a1.pfx'));
    await user.type(password, 'senha-errada');
    await user.click(test);
    expect(await within(dialog).findByRole('alert', {}, API_WAIT)).toHaveTextContent(
      'Senha do certificado inválida',
    );
    expect(select).toBeDisabled();
    expect(password).toHaveValue('senha-errada');
    expect(mock.ctx.db.certificados[empresa.id]).toBeUndefined();
  });

  it('enables select only after a successful test of the same file and password, then saves it', async () => {
    const { user, queryClient, dialog, empresa, section, file, password, test, select } = await openDialog();
    const passwordCached = () =>
      queryClient
        .getMutationCache()
        .getAll()
        .some((mutation) => JSON.stringify(mutation.state.variables ?? null).includes(PASSWORD));
    await user.upload(file, fixture('certificado-a1.pfx'));
    await user.type(password, PASSWORD);
    expect(select).toBeDisabled();
    await user.click(test);
    expect(await within(dialog).findByRole('status', {}, API_WAIT)).toHaveTextContent(
      'Certificado digital ok, válido até 20/11/2031',
    );
    expect(within(dialog).getByText('11.222.333/0001-81')).toBeInTheDocument();
    await waitFor(() => expect(select).toBeEnabled(), API_WAIT);

    // Another password or another file needs its own test; back to the tested pair, select is enabled again.
    await user.type(password, 'x');
    expect(select).toBeDisabled();
    await user.type(password, '{Backspace}');
    expect(select).toBeEnabled();
    await user.upload(file, fixture('certificado-a1.pfx', 'copia.p12'));
    expect(select).toBeDisabled();
    await user.click(test);
    await waitFor(() => expect(select).toBeEnabled(), API_WAIT);

    await user.click(select);
    expect(
      await screen.findByText('Certificado digital atualizado com sucesso', {}, API_WAIT),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Certificado digital A1' })).not.toBeInTheDocument(),
    );
    expect(mock.ctx.db.certificados[empresa.id]?.vencimento).toBe('2031-11-20');
    // The certificate's password left the mutation cache with the dialog.
    expect(passwordCached()).toBe(false);
    expect(await within(section).findByText('20/11/2031')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Substituir certificado' })).toBeInTheDocument();
  });

  it('refuses an expired certificate with the API message', async () => {
    const { user, dialog, file, password, test, select } = await openDialog();
    await user.upload(file, fixture('certificado-vencido.pfx'));
    await user.type(password, PASSWORD);
    await user.click(test);
    expect(await within(dialog).findByRole('alert', {}, API_WAIT)).toHaveTextContent(
      'Certificado digital vencido em 31/12/2023',
    );
    expect(select).toBeDisabled();
  });
});
