import { describe, expect, it, vi } from 'vitest';
import { ticketFilterChips } from '@/features/tickets/list/ticket-filter-chips';
import {
  drawerFilterCount,
  NO_TICKET_FILTERS,
  type TicketFilters,
} from '@/features/tickets/list/ticket-filters';
import {
  parseTicketListState,
  toTicketCountParams,
  toTicketListParams,
} from '@/features/tickets/list/ticket-list-state';
import { ticketTabs, ticketViews } from '@/features/tickets/list/ticket-tabs';
import { isOverdue } from '@/features/tickets/ticket-overdue';
import { fittingTabs } from '@/kit/list/list-tabs-fit';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('overdue tickets', () => {
  it('is overdue when the expected completion has passed and the ticket is not closed', () => {
    expect(isOverdue({ status: 'EM_ANDAMENTO', dataPrevisaoConclusao: '2026-11-20T12:00:00Z' }, NOW)).toBe(
      true,
    );
    expect(isOverdue({ status: 'EM_ABERTO', dataPrevisaoConclusao: '2026-11-21T11:59:00Z' }, NOW)).toBe(true);
  });

  it('is not overdue when closed, without an expected completion, or with one still ahead', () => {
    expect(isOverdue({ status: 'FECHADO', dataPrevisaoConclusao: '2026-10-01T12:00:00Z' }, NOW)).toBe(false);
    expect(isOverdue({ status: 'EM_ANALISE', dataPrevisaoConclusao: null }, NOW)).toBe(false);
    expect(isOverdue({ status: 'EM_ANALISE', dataPrevisaoConclusao: '2026-11-22T09:00:00Z' }, NOW)).toBe(
      false,
    );
  });
});

describe('chips of the tickets filters in force', () => {
  const filters: TicketFilters = {
    status: ['EM_ANALISE', 'FECHADO'],
    setor: ['SUPORTE'],
    dataAberturaInicio: '2026-10-01',
    dataAberturaFim: '2026-10-31',
    dataFechamentoFim: '2026-11-15',
    empresaId: '7',
    responsavelUsuarioId: '1',
  };

  it('names each filter in force, the customer by name and the signed-in assignee as "Meus chamados"', () => {
    const chips = ticketFilterChips(filters, { userId: 1, customerName: 'TRANSPORTES ALFA', apply: vi.fn() });
    expect(chips.map((chip) => chip.label)).toEqual([
      'Situação: Em análise, Fechado',
      'Setor: Suporte',
      'Abertura: 01/10/2026 a 31/10/2026',
      'Fechamento: até 15/11/2026',
      'Cliente: TRANSPORTES ALFA',
      'Meus chamados',
    ]);
    expect(new Set(chips.map((chip) => chip.key)).size).toBe(chips.length);
  });

  it('names another assignee and a customer not loaded yet by their ids', () => {
    const chips = ticketFilterChips(
      { ...NO_TICKET_FILTERS, empresaId: '7', responsavelUsuarioId: '9', dataAberturaInicio: '2026-10-01' },
      { userId: 1, apply: vi.fn() },
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      'Abertura: desde 01/10/2026',
      'Cliente: #7',
      'Responsável: #9',
    ]);
  });

  it('removing a chip applies the filters without it (a date range as a whole)', () => {
    const apply = vi.fn();
    const chips = ticketFilterChips(filters, { userId: 1, apply });
    chips.find((chip) => chip.key === 'abertura')!.onRemove();
    expect(apply).toHaveBeenLastCalledWith(
      expect.not.objectContaining({ dataAberturaInicio: expect.anything() }),
    );
    expect(apply.mock.lastCall![0]).not.toHaveProperty('dataAberturaFim');
    expect(apply.mock.lastCall![0]).toMatchObject({ setor: ['SUPORTE'], empresaId: '7' });
    chips.find((chip) => chip.key === 'status')!.onRemove();
    expect(apply.mock.lastCall![0]).toMatchObject({ status: [], setor: ['SUPORTE'] });
    chips.find((chip) => chip.key === 'responsavelUsuarioId')!.onRemove();
    expect(apply.mock.lastCall![0]).not.toHaveProperty('responsavelUsuarioId');
  });

  it('has no chip without filters', () => {
    expect(ticketFilterChips(NO_TICKET_FILTERS, { userId: 1, apply: vi.fn() })).toEqual([]);
  });
});

describe('assignee and customer filters in the URL and the calls', () => {
  it('sends them to the list and to the count, which takes every filter but the status', () => {
    const state = parseTicketListState(
      new URLSearchParams('tab=FECHADO&responsavelUsuarioId=1&empresaId=7&setor=SUPORTE&busca=cte'),
    );
    expect(toTicketListParams(state, 1)).toMatchObject({
      status: ['FECHADO'],
      responsavelUsuarioId: 1,
      empresaId: 7,
    });
    expect(toTicketCountParams(state)).toEqual({
      filtros: ['cte'],
      setor: ['SUPORTE'],
      responsavelUsuarioId: 1,
      empresaId: 7,
    });
  });

  it('drops ids that are not positive whole numbers', () => {
    const state = parseTicketListState(new URLSearchParams('responsavelUsuarioId=abc&empresaId=0'));
    expect(state.filters).not.toHaveProperty('responsavelUsuarioId');
    expect(state.filters).not.toHaveProperty('empresaId');
  });
});

describe('status tabs', () => {
  const counts = {
    total: 20,
    porStatus: {
      EM_ABERTO: 5,
      EM_ANALISE: 4,
      A_DESENVOLVER: 3,
      EM_ANDAMENTO: 2,
      AGUARDANDO_RESPOSTA_CLIENTE: 1,
      AGUARDANDO_RESPOSTA_SUPORTE: 1,
      FECHADO: 4,
    },
    visoes: { atrasados: 3, semResponsavel: 2, meus: 6 },
  };

  it("carry each status's count and the total on 'Todos' (the chosen statuses' sum when the drawer narrows it); 'Aguardando resposta do suporte' is a view", () => {
    const tabs = ticketTabs(counts, []);
    expect(tabs.map((tab) => [tab.label, tab.count])).toEqual([
      ['Aberto', 5],
      ['Em análise', 4],
      ['A desenvolver', 3],
      ['Em andamento', 2],
      ['Aguardando cliente', 1],
      ['Fechado', 4],
      ['Todos', 20],
    ]);
    expect(ticketTabs(counts, ['EM_ABERTO', 'FECHADO']).at(-1)!.count).toBe(9);
    expect(ticketTabs(undefined, []).every((tab) => tab.count === undefined)).toBe(true);
  });

  it('keep every tab when all fit; else the first ones that fit beside "Mais" and a slot for the selected one of the rest', () => {
    expect(fittingTabs([100, 100, 100], 2, 300, 60)).toEqual([0, 1, 2]);
    expect(fittingTabs([100, 100, 100, 100], 0, 350, 60)).toEqual([0]);
    expect(fittingTabs([100, 100, 100, 100], 3, 350, 60)).toEqual([0, 3]);
    expect(fittingTabs([100, 100, 100, 100], 3, 150, 60)).toEqual([3]);
    expect(fittingTabs([100, 100, 100, 100], -1, 350, 60)).toEqual([0]);
    // The slot is as wide as the widest tab left over: a long one fits there when picked.
    expect(fittingTabs([80, 80, 80, 240, 80], 3, 500, 60)).toEqual([0, 1, 3]);
    expect(fittingTabs([80, 80, 80, 240, 80], 4, 500, 60)).toEqual([0, 1, 4]);
  });

  it('never move a tab when another is picked: the row keeps its first tabs whatever the selection', () => {
    // The tickets' status tabs (their widths about as measured in Chromium), at several widths of the row.
    const widths = [92, 112, 124, 130, 248, 98, 86];
    for (const available of [300, 640, 900]) {
      const rows = widths.map((_, selected) => fittingTabs(widths, selected, available, 76));
      const kept = rows.reduce((common, row) => common.filter((index) => row.includes(index)));
      expect(kept).toEqual(kept.map((_, index) => index));
      for (const [selected, row] of rows.entries()) {
        expect(row).toEqual([...new Set([...kept, selected])]);
      }
    }
  });
});

describe("the queue's views", () => {
  const counts = {
    total: 20,
    porStatus: {
      EM_ABERTO: 5,
      EM_ANALISE: 4,
      A_DESENVOLVER: 3,
      EM_ANDAMENTO: 2,
      AGUARDANDO_RESPOSTA_CLIENTE: 1,
      AGUARDANDO_RESPOSTA_SUPORTE: 1,
      FECHADO: 4,
    },
    visoes: { atrasados: 3, semResponsavel: 2, meus: 6 },
  };
  const NOT_CLOSED = [
    'EM_ABERTO',
    'EM_ANALISE',
    'A_DESENVOLVER',
    'EM_ANDAMENTO',
    'AGUARDANDO_RESPOSTA_CLIENTE',
    'AGUARDANDO_RESPOSTA_SUPORTE',
  ];

  it("come in a fixed order, each with its count from the one count call ('Aguardando suporte' is its status's)", () => {
    expect(ticketViews(counts).map((view) => [view.value, view.label, view.count])).toEqual([
      ['ATRASADOS', 'Atrasados', 3],
      ['SEM_RESPONSAVEL', 'Sem responsável', 2],
      ['AGUARDANDO_RESPOSTA_SUPORTE', 'Aguardando suporte', 1],
      ['MEUS', 'Meus', 6],
    ]);
    expect(ticketViews(undefined).every((view) => view.count === undefined)).toBe(true);
  });

  it('are tabs of the URL, each sending its own filters to the list and none to the count', () => {
    const sent = (query: string) => toTicketListParams(parseTicketListState(new URLSearchParams(query)), 7);
    expect(sent('tab=ATRASADOS')).toMatchObject({ atrasados: true });
    expect(sent('tab=ATRASADOS')).not.toHaveProperty('status');
    expect(sent('tab=SEM_RESPONSAVEL')).toMatchObject({ semResponsavel: true, status: NOT_CLOSED });
    expect(sent('tab=AGUARDANDO_RESPOSTA_SUPORTE')).toMatchObject({
      status: ['AGUARDANDO_RESPOSTA_SUPORTE'],
    });
    expect(sent('tab=MEUS')).toMatchObject({ responsavelUsuarioId: 7, status: NOT_CLOSED });
    // The view names the signed-in user, whatever assignee an older address names.
    expect(sent('tab=MEUS&responsavelUsuarioId=9')).toMatchObject({ responsavelUsuarioId: 7 });
    const state = parseTicketListState(
      new URLSearchParams('tab=SEM_RESPONSAVEL&setor=SUPORTE&semRespostaHoras=24'),
    );
    expect(state.tab).toBe('SEM_RESPONSAVEL');
    expect(toTicketCountParams(state)).toEqual({ setor: ['SUPORTE'], semRespostaHoras: 24 });
    expect(sent('tab=SEM_RESPONSAVEL&setor=SUPORTE&semRespostaHoras=24')).toMatchObject({
      setor: ['SUPORTE'],
      semRespostaHoras: 24,
      semResponsavel: true,
    });
  });

  it("read 'sem resposta há mais de N horas' from the address (1 to 720 hours) and show it as a chip that takes it away", () => {
    const hours = (query: string) =>
      parseTicketListState(new URLSearchParams(query)).filters.semRespostaHoras;
    expect(hours('semRespostaHoras=24')).toBe('24');
    for (const wrong of ['0', '721', 'abc', '-3', '2.5'])
      expect(hours(`semRespostaHoras=${wrong}`)).toBeUndefined();
    const apply = vi.fn();
    const chips = ticketFilterChips({ ...NO_TICKET_FILTERS, semRespostaHoras: '24' }, { userId: 1, apply });
    expect(chips.map((chip) => chip.label)).toEqual(['Sem resposta há mais de 24 horas']);
    chips[0].onRemove();
    expect(apply.mock.lastCall![0]).not.toHaveProperty('semRespostaHoras');
    // Only an address sets it (and the assignee): the 'Filtros' badge counts the drawer's own.
    expect(
      drawerFilterCount({
        ...NO_TICKET_FILTERS,
        semRespostaHoras: '24',
        responsavelUsuarioId: '1',
        setor: ['SUPORTE'],
      }),
    ).toBe(1);
  });
});
