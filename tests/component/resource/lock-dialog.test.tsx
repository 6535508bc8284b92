import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as msw, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { StatusCadastro } from '@generated/api/model';
import { LockDialog } from '@/kit/lock-dialog';
import { StatusHistory } from '@/kit/status-history';
import { renderWithProviders, setupResourceKit } from './support';

const { api, signIn, apiStatus } = setupResourceKit();
const REASON = 'cidade duplicada no cadastro';

/** The dialog (open) and the record's history side by side, as on a view page. */
function LockPage({ ativo: initial, onDone }: { ativo: boolean; onDone?: (status: StatusCadastro) => void }) {
  const [ativo, setAtivo] = useState(initial);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        abrir
      </button>
      <StatusHistory recurso="cidades" id={1} />
      <LockDialog
        recurso="cidades"
        id={1}
        ativo={ativo}
        recordLabel="CIDADE 1"
        visible={open}
        onHide={() => setOpen(false)}
        onDone={(status) => {
          setAtivo(status.ativo);
          onDone?.(status);
        }}
      />
    </>
  );
}

async function openDialog(ativo = true, onDone?: (status: StatusCadastro) => void) {
  const user = userEvent.setup();
  const view = renderWithProviders(<LockPage ativo={ativo} onDone={onDone} />);
  const dialog = await screen.findByRole('dialog', { name: ativo ? 'Inativar registro' : 'Ativar registro' });
  const reason = within(dialog).getByLabelText('Motivo');
  const submit = within(dialog).getByRole('button', { name: ativo ? 'Inativar' : 'Ativar' });
  return { user, dialog, reason, submit, ...view };
}

describe('LockDialog', () => {
  it('counts the reason towards its minimum, never as a maximum', async () => {
    await signIn();
    const { user, dialog, reason } = await openDialog();
    await user.type(reason, 'a'.repeat(14));
    expect(within(dialog).getByText('Falta 1 caractere para o mínimo de 15')).toBeInTheDocument();
    await user.type(reason, 'bcd');
    expect(within(dialog).getByText('Mínimo atingido: 17 caracteres')).toBeInTheDocument();
    expect(within(dialog).queryByText(/\/15/)).toBeNull();
  });

  it('refuses a reason under 15 characters at the field, and calls nothing', async () => {
    const token = await signIn();
    const calls = vi.fn();
    api.server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') calls(request.url);
    });
    const { user, dialog, reason, submit } = await openDialog();
    expect(within(dialog).getByText('CIDADE 1')).toBeInTheDocument();
    expect(reason).toHaveAccessibleDescription('Digite pelo menos 15 caracteres');
    await user.type(reason, '  curto demais  ');
    expect(reason).toHaveValue('  CURTO DEMAIS  ');
    expect(within(dialog).getByText('Faltam 3 caracteres para o mínimo de 15')).toBeInTheDocument();
    await user.click(submit);
    expect(await within(dialog).findByText('Mínimo 15 caracteres')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(/Mínimo 15 caracteres/);
    expect(calls).not.toHaveBeenCalled();
    api.server.events.removeAllListeners();
    expect((await apiStatus(token, 'cidades', 1)).ativo).toBe(true);
  });

  it('locks with the trimmed, upper-cased reason: toast, closed, onDone, history refreshed; then unlocks', async () => {
    const token = await signIn();
    const onDone = vi.fn();
    const { user, reason, submit } = await openDialog(true, onDone);
    await user.type(reason, `  ${REASON}  `);
    await user.click(submit);

    expect(await screen.findByText('Registro inativado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ ativo: false }));
    const status = await apiStatus(token, 'cidades', 1);
    expect(status.ativo).toBe(false);
    expect(status.historico.at(-1)).toMatchObject({ ativo: false, motivo: REASON.toUpperCase() });

    const history = screen.getByRole('region', { name: 'Histórico de ativação' });
    const first = (await within(history).findAllByRole('listitem'))[0];
    expect(first).toHaveTextContent('Inativado');
    expect(first).toHaveTextContent(REASON.toUpperCase());
    expect(first).toHaveTextContent(/\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}/);

    // The same record again: now it offers 'Ativar'.
    await user.click(screen.getByRole('button', { name: 'abrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ativar registro' });
    await user.type(within(dialog).getByLabelText('Motivo'), 'cadastro corrigido pela equipe');
    await user.click(within(dialog).getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByText('Registro ativado com sucesso')).toBeInTheDocument();
    expect((await apiStatus(token, 'cidades', 1)).ativo).toBe(true);
    await waitFor(() => expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Ativado'));
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('CADASTRO CORRIGIDO PELA EQUIPE');
  });

  it('disables the button while saving (one call only) and keeps the reason when the API refuses it', async () => {
    await signIn();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const put = vi.fn();
    api.server.use(
      msw.put('*/v1/cidades/inativa/:id', async () => {
        put();
        await gate;
        return HttpResponse.json(
          { errors: [{ campo: 'motivo', errors: ['Motivo recusado pela API'] }] },
          { status: 400 },
        );
      }),
    );
    const { user, dialog, reason, submit } = await openDialog();
    await user.type(reason, REASON);
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    // A second click or Enter while saving sends nothing more.
    fireEvent.click(submit);
    fireEvent.submit(submit.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(put).toHaveBeenCalledTimes(1);
    release();
    expect(await within(dialog).findByText('Motivo recusado pela API')).toBeInTheDocument();
    expect(reason).toHaveValue(REASON.toUpperCase());
    expect(submit).toBeEnabled();
    expect(screen.getByRole('dialog', { name: 'Inativar registro' })).toBeInTheDocument();
  });

  it('starts each opening with an empty reason, even when reopened while it is still closing', async () => {
    await signIn();
    const { user, dialog, reason } = await openDialog();
    await user.type(reason, REASON);
    expect(reason).toHaveValue(REASON.toUpperCase());
    // Reopened at once: the drawer is still on screen, in its closing animation, with the same form.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(screen.getByRole('button', { name: 'abrir' }));
    const reopened = await screen.findByRole('dialog', { name: 'Inativar registro' });
    expect(within(reopened).getByLabelText('Motivo')).toHaveValue('');
    expect(within(reopened).queryByText(/no mínimo|Campo obrigatório/)).not.toBeInTheDocument();
  });
});
