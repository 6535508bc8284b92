import { describe, expect, it } from 'vitest';
import {
  countFilters as countTicketFilters,
  sameFilterValues as sameTicketFilters,
} from '@/kit/list/controller/list-filters';
import { dateRangeErrors, NO_TICKET_FILTERS, withTicketFilter } from '@/features/tickets/list/ticket-filters';
import {
  DEFAULT_TICKET_LIST_STATE,
  parseTicketListState,
  serializeTicketListState,
  toTicketListParams,
  type TicketListState,
} from '@/features/tickets/list/ticket-list-state';

const parse = (query: string) => parseTicketListState(new URLSearchParams(query));
const serialize = (state: TicketListState, base?: string) =>
  serializeTicketListState(state, new URLSearchParams(base)).toString();

describe('tickets list state in the URL', () => {
  it('starts on the EM_ABERTO tab, first page of 10, newest first, without filters', () => {
    expect(parse('')).toEqual(DEFAULT_TICKET_LIST_STATE);
    expect(serialize(DEFAULT_TICKET_LIST_STATE)).toBe('');
    expect(toTicketListParams(DEFAULT_TICKET_LIST_STATE, 1)).toEqual({
      limitePagina: 10,
      pagina: 1,
      ordenacao: 'createdAt,desc',
      status: ['EM_ABERTO'],
    });
  });

  it('round-trips every value, leaving out defaults and keeping params it does not own', () => {
    const state: TicketListState = {
      tab: 'TODOS',
      page: 2,
      size: 50,
      search: 'cte rejeitado',
      sort: 'codigoSequencial,asc',
      filters: {
        status: ['EM_ANALISE', 'FECHADO'],
        setor: ['SUPORTE'],
        dataAberturaInicio: '2025-01-01',
        dataFechamentoFim: '2025-02-28',
      },
    };
    const query = serialize(state, 'outro=1');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      outro: '1',
      tab: 'TODOS',
      busca: 'cte rejeitado',
      ordem: 'codigoSequencial,asc',
      status: 'EM_ANALISE,FECHADO',
      setor: 'SUPORTE',
      dataAberturaInicio: '2025-01-01',
      dataFechamentoFim: '2025-02-28',
      limite: '50',
      pagina: '3',
    });
    expect(parse(query)).toEqual(state);
    expect(serialize({ ...DEFAULT_TICKET_LIST_STATE, tab: 'EM_ANALISE' })).toBe('tab=EM_ANALISE');
  });

  it('sends the tab status, or with TODOS the filter list (then none), with sectors and dates when set', () => {
    expect(toTicketListParams({ ...DEFAULT_TICKET_LIST_STATE, tab: 'FECHADO' }, 1).status).toEqual([
      'FECHADO',
    ]);
    expect(toTicketListParams({ ...DEFAULT_TICKET_LIST_STATE, tab: 'TODOS' }, 1)).not.toHaveProperty(
      'status',
    );
    const filtered = parse(
      'status=FECHADO&setor=COMERCIAL,OUTROS&dataFechamentoInicio=2025-03-01&busca=%20mdf-e%20placa%20&ordem=titulo,desc',
    );
    expect(toTicketListParams(filtered, 1)).toEqual({
      limitePagina: 10,
      pagina: 1,
      ordenacao: 'titulo,desc',
      filtros: ['mdf-e', 'placa'],
      status: ['FECHADO'],
      setor: ['COMERCIAL', 'OUTROS'],
      dataFechamentoInicio: '2025-03-01',
    });
  });

  it('reads a status list as the tab TODOS (whatever tab the URL names), in workflow order and without repeats', () => {
    const state = parse('tab=EM_ANDAMENTO&status=FECHADO,EM_ABERTO,FECHADO,NADA');
    expect(state.tab).toBe('TODOS');
    expect(state.filters.status).toEqual(['EM_ABERTO', 'FECHADO']);
    expect(serialize(state)).toBe('tab=TODOS&status=EM_ABERTO%2CFECHADO');
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    const state = parse(
      'tab=ABERTO&pagina=-2&limite=20&ordem=descricao,asc&status=TODOS&setor=RH&dataAberturaInicio=2025-02-30&dataAberturaFim=ontem',
    );
    expect(state).toEqual(DEFAULT_TICKET_LIST_STATE);
    expect(parse('pagina=abc&ordem=titulo,up').page).toBe(0);
    expect(parse('ordem=titulo,up').sort).toBeNull();
  });
});

describe('tickets list filters', () => {
  it('counts the filters set and compares drafts', () => {
    expect(countTicketFilters(NO_TICKET_FILTERS)).toBe(0);
    const filters = withTicketFilter(
      { status: ['FECHADO'], setor: ['SUPORTE', 'OUTROS'] },
      'dataAberturaFim',
      '2025-05-01',
    );
    expect(countTicketFilters(filters)).toBe(3);
    expect(sameTicketFilters(filters, { ...filters })).toBe(true);
    expect(sameTicketFilters(filters, withTicketFilter(filters, 'dataAberturaFim', null))).toBe(false);
    expect(withTicketFilter(filters, 'dataAberturaFim', null)).not.toHaveProperty('dataAberturaFim');
  });

  it("puts 'Data final anterior à inicial' at the end of a range that ends before it starts", () => {
    const filters = {
      ...NO_TICKET_FILTERS,
      dataAberturaInicio: '2025-03-10',
      dataAberturaFim: '2025-03-09',
      dataFechamentoInicio: '2025-03-10',
      dataFechamentoFim: '2025-03-10',
    };
    expect(dateRangeErrors(filters)).toEqual({ dataAberturaFim: 'Data final anterior à inicial' });
    expect(dateRangeErrors({ ...NO_TICKET_FILTERS, dataAberturaFim: '2020-01-01' })).toEqual({});
  });
});
