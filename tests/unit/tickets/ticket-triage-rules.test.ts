import { describe, expect, it, vi } from 'vitest';
import { ticketFilterChips } from '@/features/tickets/list/ticket-filter-chips';
import { NO_TICKET_FILTERS, type TicketFilters } from '@/features/tickets/list/ticket-filters';
import { parseTicketListState, toTicketCountParams, toTicketListParams } from '@/features/tickets/list/ticket-list-state';
import { ticketTabs } from '@/features/tickets/list/ticket-tabs';
import { isOverdue } from '@/features/tickets/ticket-overdue';
import { fittingTabs } from '@/kit/list/list-tabs-fit';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('overdue tickets', () => {
  it('is overdue when the expected completion has passed and the ticket is not closed', () => {
    expect(isOverdue({ status: 'EM_ANDAMENTO', dataPrevisaoConclusao: '2026-11-20T12:00:00Z' }, NOW)).toBe(true);
    expect(isOverdue({ status: 'EM_ABERTO', dataPrevisaoConclusao: '2026-11-21T11:59:00Z' }, NOW)).toBe(true);
  });

  it('is not overdue when closed, without an expected completion, or with one still ahead', () => {
    expect(isOverdue({ status: 'FECHADO', dataPrevisaoConclusao: '2026-10-01T12:00:00Z' }, NOW)).toBe(false);
    expect(isOverdue({ status: 'EM_ANALISE', dataPrevisaoConclusao: null }, NOW)).toBe(false);
    expect(isOverdue({ status: 'EM_ANALISE', dataPrevisaoConclusao: '2026-11-22T09:00:00Z' }, NOW)).toBe(false);
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
      'Status: Em análise, Fechado',
      'Setor: Suporte',
      'Abertura: 01/10/2026 a 31/10/2026',
      'Fechamento: até 15/11/2026',
      'Cliente: TRANSPORTES ALFA',
      'Meus chamados',
    ]);
    expect(new Set(chips.map((chip) => chip.key)).size).toBe(chips.length);
  });

  it('names another assignee and a customer not loaded yet by their ids', () => {
    const chips = ticketFilterChips({ ...NO_TICKET_FILTERS, empresaId: '7', responsavelUsuarioId: '9', dataAberturaInicio: '2026-10-01' }, { userId: 1, apply: vi.fn() });
    expect(chips.map((chip) => chip.label)).toEqual(['Abertura: desde 01/10/2026', 'Cliente: #7', 'Responsável: #9']);
  });

  it('removing a chip applies the filters without it (a date range as a whole)', () => {
    const apply = vi.fn();
    const chips = ticketFilterChips(filters, { userId: 1, apply });
    chips.find((chip) => chip.key === 'abertura')!.onRemove();
    expect(apply).toHaveBeenLastCalledWith(expect.not.objectContaining({ dataAberturaInicio: expect.anything() }));
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
    const state = parseTicketListState(new URLSearchParams('tab=FECHADO&responsavelUsuarioId=1&empresaId=7&setor=SUPORTE&busca=cte'));
    expect(toTicketListParams(state)).toMatchObject({ status: ['FECHADO'], responsavelUsuarioId: 1, empresaId: 7 });
    expect(toTicketCountParams(state)).toEqual({ filtros: ['cte'], setor: ['SUPORTE'], responsavelUsuarioId: 1, empresaId: 7 });
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
    porStatus: { EM_ABERTO: 5, EM_ANALISE: 4, A_DESENVOLVER: 3, EM_ANDAMENTO: 2, AGUARDANDO_RESPOSTA_CLIENTE: 1, AGUARDANDO_RESPOSTA_SUPORTE: 1, FECHADO: 4 },
    visoes: { atrasados: 3, semResponsavel: 2, meus: 6 },
  };

  it("carry each status's count and the total on 'Todos' (the chosen statuses' sum when the drawer narrows it)", () => {
    const tabs = ticketTabs(counts, []);
    expect(tabs.map((tab) => [tab.label, tab.count])).toEqual([
      ['Aberto', 5],
      ['Em análise', 4],
      ['A desenvolver', 3],
      ['Em andamento', 2],
      ['Aguardando resposta do cliente', 1],
      ['Aguardando resposta do suporte', 1],
      ['Fechado', 4],
      ['Todos', 20],
    ]);
    expect(ticketTabs(counts, ['EM_ABERTO', 'FECHADO']).at(-1)!.count).toBe(9);
    expect(ticketTabs(undefined, []).every((tab) => tab.count === undefined)).toBe(true);
  });

  it('keep every tab when all fit; else the selected one and those that fit beside "Mais", in order', () => {
    expect(fittingTabs([100, 100, 100], 2, 300, 60)).toEqual([0, 1, 2]);
    expect(fittingTabs([100, 100, 100, 100], 0, 350, 60)).toEqual([0, 1]);
    expect(fittingTabs([100, 100, 100, 100], 3, 350, 60)).toEqual([0, 3]);
    expect(fittingTabs([100, 100, 100, 100], 3, 150, 60)).toEqual([3]);
  });
});
