import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListColumn } from '@/kit/kit-types';
import type { ListCardsView } from '@/kit/list/card-list';
import { cardLayout, RecordCards, type RecordCardsSetup } from '@/kit/list/record-cards';
import { RowActions } from '@/kit/list/row-actions';
import { SelectionContext } from '@/kit/list/selection-column';

/**
 * A resource list's cards on a phone (RecordCards): what each card shows (name, first fields, state,
 * actions, checkbox) and the list's loading, error and empty states as cards.
 */

interface City {
  id: number;
  ativo: boolean;
  nome: string;
  codigoIbge: string;
  uf: string;
  populacao: number | null;
}

const COLUMNS: ListColumn<City>[] = [
  { id: 'codigoIbge', header: 'Código IBGE', cell: (city) => city.codigoIbge, overflow: 'nowrap' },
  { id: 'nome', header: 'Nome', cell: (city) => city.nome, opensRecord: true },
  { id: 'uf', header: 'UF', cell: (city) => city.uf, overflow: 'nowrap' },
  { id: 'populacao', header: 'População', cell: (city) => city.populacao, overflow: 'nowrap' },
  { id: 'regiao', header: 'Região', cell: () => 'Sudeste', hiddenByDefault: true },
  { id: 'ativo', header: 'Situação', cell: (city) => (city.ativo ? 'Ativo' : 'Inativo') },
];
const ALL_VISIBLE = COLUMNS.map((column) => ({ id: column.id, visible: !column.hiddenByDefault }));

const BH: City = {
  id: 7,
  ativo: true,
  nome: 'Belo Horizonte',
  codigoIbge: '3106200',
  uf: 'MG',
  populacao: null,
};
const SANTOS: City = {
  id: 9,
  ativo: false,
  nome: 'Santos',
  codigoIbge: '3548500',
  uf: 'SP',
  populacao: 418608,
};

afterEach(cleanup);

describe('cardLayout', () => {
  it("titles the card with the column naming the record and shows the user's first visible columns after it, without the state", () => {
    const layout = cardLayout(COLUMNS, ALL_VISIBLE);
    expect(layout.title?.id).toBe('nome');
    expect(layout.fields.map((column) => column.header)).toEqual(['Código IBGE', 'UF', 'População']);
  });

  it("follows the user's order and hidden columns, three fields at most", () => {
    const settings = [
      { id: 'regiao', visible: true },
      { id: 'ativo', visible: true },
      { id: 'uf', visible: true },
      { id: 'nome', visible: true },
      { id: 'codigoIbge', visible: false },
      { id: 'populacao', visible: true },
    ];
    expect(cardLayout(COLUMNS, settings).fields.map((column) => column.header)).toEqual([
      'Região',
      'UF',
      'População',
    ]);
  });

  it("has no title column when none names the record (the card takes the record's label)", () => {
    const layout = cardLayout(
      COLUMNS.map(({ opensRecord: _, ...column }) => column),
      ALL_VISIBLE,
    );
    expect(layout.title).toBeUndefined();
    expect(layout.fields.map((column) => column.header)).toEqual(['Código IBGE', 'Nome', 'UF']);
  });
});

const READY: ListCardsView<City> = {
  caption: 'Cidades',
  records: [BH, SANTOS],
  status: 'ready',
  onRetry: () => undefined,
  busy: false,
  skeletonRows: 10,
  stateKey: '',
  order: { columns: [], sort: undefined, onSort: () => undefined },
};

/** A selection of the page as the list keeps it (list-bulk.tsx), for the cards' checkboxes. */
function Selection({ ids, children }: { ids: number[]; children: ReactNode }) {
  const [selected, setSelected] = useState(() => new Set<number>());
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const page = selected.size === 0 ? 'none' : selected.size === ids.length ? 'all' : 'some';
  const togglePage = () => setSelected(page === 'all' ? new Set() : new Set(ids));
  return (
    <SelectionContext.Provider value={{ isSelected: (id) => selected.has(id), page, toggle, togglePage }}>
      {children}
    </SelectionContext.Provider>
  );
}

function renderCards(
  view: ListCardsView<City>,
  options: { selectable?: boolean; onLock?: (city: City) => void } = {},
) {
  const setup: RecordCardsSetup<City> = {
    columns: COLUMNS,
    settings: ALL_VISIBLE,
    recordLabel: (city) => city.nome,
    actions: (city) => (
      <RowActions
        record={city}
        label={city.nome}
        basePath="/dashboard/cidades"
        can={{ view: true, edit: true, lock: true, config: false }}
        onLock={options.onLock ?? (() => undefined)}
        extraItems="none"
      />
    ),
    recordPath: (city) => `/dashboard/cidades/${city.id}/consulta`,
    selectable: options.selectable ?? false,
  };
  return render(
    <MemoryRouter>
      <Selection ids={view.records.map((record) => record.id)}>
        <RecordCards setup={setup} view={view} />
      </Selection>
    </MemoryRouter>,
  );
}

const cardOf = (name: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('link', { name }))!;

describe('RecordCards', () => {
  it("shows each record's name as the link to its view, its first fields, its state and its actions", () => {
    renderCards(READY);
    const list = screen.getByRole('list', { name: 'Cidades' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const bh = cardOf('Belo Horizonte');
    expect(within(bh).getByRole('link', { name: 'Belo Horizonte' })).toHaveAttribute(
      'href',
      '/dashboard/cidades/7/consulta',
    );
    const fields = [...bh.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    // An empty value reads '—'.
    expect(fields).toEqual([
      ['Código IBGE', '3106200'],
      ['UF', 'MG'],
      ['População', '—'],
    ]);
    expect(within(bh).getByText('Ativo')).toBeInTheDocument();
    expect(within(bh).getByRole('link', { name: 'Editar Belo Horizonte' })).toHaveAttribute(
      'href',
      '/dashboard/cidades/7/edita',
    );
    expect(within(bh).getByRole('button', { name: 'Mais ações Belo Horizonte' })).toBeInTheDocument();

    const santos = cardOf('Santos');
    expect(within(santos).getByText('Inativo')).toBeInTheDocument();
    expect(within(santos).getByText('418608')).toBeInTheDocument();
    // No checkboxes on a list without bulk actions.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("keeps the record's other actions in its '⋯' menu: Inativar on an active one, Ativar on an inactive one", async () => {
    const user = userEvent.setup();
    const onLock = vi.fn();
    renderCards(READY, { onLock });
    await user.click(screen.getByRole('button', { name: 'Mais ações Belo Horizonte' }));
    const menu = screen.getByRole('menu', { name: 'Mais ações Belo Horizonte' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Consultar', 'Inativar']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Inativar Belo Horizonte' }));
    expect(onLock).toHaveBeenCalledWith(BH);

    await user.click(screen.getByRole('button', { name: 'Mais ações Santos' }));
    expect(
      within(screen.getByRole('menu', { name: 'Mais ações Santos' })).getByRole('menuitem', {
        name: 'Ativar Santos',
      }),
    ).toBeInTheDocument();
  });

  it("with bulk actions, each card has its checkbox and the page's checkbox stands above them", async () => {
    const user = userEvent.setup();
    renderCards(READY, { selectable: true });
    const bh = screen.getByRole('checkbox', { name: 'Selecionar Belo Horizonte' });
    const page = screen.getByRole('checkbox', { name: 'Selecionar todos desta página' });
    expect(cardOf('Belo Horizonte')).toContainElement(bh);
    await user.click(bh);
    expect(bh).toBeChecked();
    await user.click(page);
    expect(screen.getByRole('checkbox', { name: 'Selecionar Santos' })).toBeChecked();
    expect(bh).toBeChecked();
  });

  it('shows skeleton cards while loading, named for assistive technology', () => {
    renderCards({ ...READY, records: [], status: 'loading' });
    expect(screen.getByText('Carregando registros')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("says which list failed and why, with 'Tentar novamente'", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderCards({
      ...READY,
      records: [],
      status: 'error',
      error: { message: 'Ops, alguma coisa deu errado', status: 500 },
      onRetry,
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar a lista de cidades.');
    expect(alert).toHaveTextContent('Ops, alguma coisa deu errado (erro 500)');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("says 'Nenhum registro encontrado' with no records, or what the list gives to say", () => {
    renderCards({ ...READY, records: [] });
    expect(screen.getByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    cleanup();
    renderCards({ ...READY, records: [], empty: <p>Nenhuma cidade nesta UF.</p> });
    expect(screen.getByText('Nenhuma cidade nesta UF.')).toBeInTheDocument();
  });
});
