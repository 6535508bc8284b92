import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as msw, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { StatusHistory } from '@/kit/status-history';
import { renderWithProviders, setupResourceKit } from './support';

const { api, signIn } = setupResourceKit();
const STATUS = '*/v1/cidades/busca-status-cadastro/:id';

function event(id: number, ativo: boolean, motivo: string, createdAt: string) {
  return { id, ativo, motivo, createdAt, usuario: { id: 1, nome: 'ANA CAROLINA MENDES' } };
}

describe('StatusHistory', () => {
  it('shows a skeleton, then the events newest first with state, reason, user and date', async () => {
    await signIn();
    api.server.use(
      msw.get(STATUS, () =>
        HttpResponse.json({
          ativo: true,
          historico: [
            event(1, false, 'CIDADE DUPLICADA NO CADASTRO', '2024-03-05T14:07:00'),
            event(2, true, 'CADASTRO CORRIGIDO PELA EQUIPE', '2024-04-10T09:30:00'),
          ],
        }),
      ),
    );
    renderWithProviders(<StatusHistory recurso="cidades" id={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ativado');
    expect(items[0]).toHaveTextContent('CADASTRO CORRIGIDO PELA EQUIPE');
    expect(items[0]).toHaveTextContent('ANA CAROLINA MENDES');
    expect(items[0]).toHaveTextContent('10/04/2024 - 09:30');
    expect(items[1]).toHaveTextContent('Inativado');
    expect(items[1]).toHaveTextContent('05/03/2024 - 14:07');
  });

  it("shows 'Nenhum registro encontrado' when there is no event", async () => {
    await signIn();
    api.server.use(msw.get(STATUS, () => HttpResponse.json({ ativo: true, historico: [] })));
    renderWithProviders(<StatusHistory recurso="cidades" id={1} />);
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });

  it('shows an error with a retry button that loads it again', async () => {
    await signIn();
    api.server.use(msw.get(STATUS, () => new HttpResponse(null, { status: 500 }), { once: true }));
    api.server.use(msw.get(STATUS, () => new HttpResponse(null, { status: 500 }), { once: true }));
    renderWithProviders(<StatusHistory recurso="cidades" id={1} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o histórico');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    const region = screen.getByRole('region', { name: 'Histórico de ativação' });
    expect(
      within(region).queryByRole('list') ?? within(region).getByText('Nenhum registro encontrado'),
    ).toBeInTheDocument();
    // The history shows its own error: no red toast on top of it.
    expect(screen.queryByText(/Ops, alguma coisa deu errado/)).not.toBeInTheDocument();
  });
});
