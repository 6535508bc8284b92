import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChamadoResumo } from '@generated/api/model';
import { TicketCardList } from '@/features/tickets/list/ticket-card-list';
import type { ListCardsView } from '@/kit/list/card-list';
import { renderWithProviders, setupResourceKit } from '../resource/support';

/**
 * The queue on a phone: each ticket as a card showing its code, title (the link to the ticket), customer,
 * status, age, overdue mark and assignees.
 */

setupResourceKit();

/** A moment of 2026 in the zone the test runs in (the cards show local times). */
const at = (month: number, day: number, hours: number, minutes = 0) =>
  new Date(2026, month - 1, day, hours, minutes).toISOString();

// 14:00 on 19 Nov 2026.
const NOW = new Date(at(11, 19, 14));

const person = (id: number, nome: string) => ({ id, usuarioId: id, usuario: { id, nome, avatarUrl: null } });

const LATE: ChamadoResumo = {
  id: 45,
  codigoSequencial: 1044,
  setor: 'SUPORTE',
  status: 'AGUARDANDO_RESPOSTA_SUPORTE',
  titulo: 'Lote de CT-e parado em processamento na SEFAZ-MG há mais de duas horas',
  createdAt: at(11, 16, 9, 30),
  dataPrevisaoConclusao: at(11, 18, 18),
  dataFechamento: null,
  empresa: { id: 3, nome: 'ALMEIDA TRANSPORTES RODOVIÁRIOS S.A.' },
  responsaveis: [
    person(1, 'ANA SOUZA'),
    person(2, 'BRUNO LIMA'),
    person(3, 'CARLA DIAS'),
    person(4, 'DIEGO ALVES'),
  ],
};

const CLOSED: ChamadoResumo = {
  id: 46,
  codigoSequencial: 1045,
  setor: 'FINANCEIRO',
  status: 'FECHADO',
  titulo: 'Segunda via do boleto de outubro',
  createdAt: at(11, 19, 13, 15),
  // Past, but the ticket is closed: not late.
  dataPrevisaoConclusao: at(11, 19, 12),
  dataFechamento: at(11, 19, 13, 40),
  empresa: null,
  responsaveis: [],
};

const FRESH: ChamadoResumo = {
  ...CLOSED,
  id: 47,
  codigoSequencial: 1046,
  status: 'EM_ABERTO',
  titulo: 'Cadastro de nova filial',
  dataPrevisaoConclusao: null,
  dataFechamento: null,
  empresa: { id: 5, nome: 'ROCHA & NASCIMENTO TRANSPORTES LTDA' },
};

const view = (records: ChamadoResumo[]): ListCardsView<ChamadoResumo> => ({
  caption: 'Chamados',
  records,
  status: 'ready',
  onRetry: () => undefined,
  busy: false,
  skeletonRows: 10,
  stateKey: '',
  order: { columns: [], sort: undefined, onSort: () => undefined },
});

function renderCards(records: ChamadoResumo[]) {
  return renderWithProviders(
    <MemoryRouter>
      <TicketCardList {...view(records)} />
    </MemoryRouter>,
  );
}

const cardOf = (title: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('link', { name: title }))!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the tickets as cards', () => {
  it('lists one card per ticket, in the order given, and no table', () => {
    renderCards([LATE, CLOSED, FRESH]);
    const cards = within(screen.getByRole('list', { name: 'Chamados' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
      LATE.titulo,
      CLOSED.titulo,
      FRESH.titulo,
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows a late ticket's code, age, title linking to the ticket, customer, status, 'Atrasado' and assignees", () => {
    renderCards([LATE]);
    const card = cardOf(LATE.titulo);
    expect(within(card).getByText('#1044')).toBeInTheDocument();
    expect(within(card).getByText('há 3 dias')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: LATE.titulo })).toHaveAttribute(
      'href',
      '/dashboard/chamados/45/detalhes',
    );
    expect(card).toHaveTextContent('Cliente: ALMEIDA TRANSPORTES RODOVIÁRIOS S.A.');
    expect(within(card).getByText('Aguardando resposta do suporte')).toBeInTheDocument();
    expect(card).toHaveTextContent('Previsão 18/11/2026 - 18:00 Atrasado');
    // Three avatars, then '+1' naming the fourth.
    expect(within(card).getByRole('img', { name: 'ANA SOUZA' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'CARLA DIAS' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Mais 1 responsável: DIEGO ALVES' })).toHaveTextContent(
      '+1',
    );
  });

  it("marks nothing late on a closed ticket, says '—' without a customer and 'Sem responsável' without assignees", () => {
    renderCards([CLOSED]);
    const card = cardOf(CLOSED.titulo);
    expect(within(card).getByText('#1045')).toBeInTheDocument();
    expect(within(card).getByText('há 45 minutos')).toBeInTheDocument();
    expect(within(card).getByText('Fechado')).toBeInTheDocument();
    expect(card).toHaveTextContent('Previsão 19/11/2026 - 12:00');
    expect(card).not.toHaveTextContent('Atrasado');
    expect(card).toHaveTextContent('Cliente: —');
    expect(within(card).getByText('Sem responsável')).toBeInTheDocument();
  });

  it('leaves the expected completion out while a ticket has none', () => {
    renderCards([FRESH]);
    const card = cardOf(FRESH.titulo);
    expect(within(card).getByText('Aberto')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Previsão');
    expect(card).toHaveTextContent('Cliente: ROCHA & NASCIMENTO TRANSPORTES LTDA');
  });
});
