import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ListPageFrame, ListToolbar, PagedTable, type KitColumnDef, type ListTab } from '@/kit';
import { renderApp } from '../../session/support';

type Row = { id: number; nome: string };
type Tab = 'ABERTO' | 'FECHADO';

const COLUMNS: KitColumnDef<Row>[] = [{ id: 'nome', header: 'Nome', cell: ({ row }) => row.original.nome }];
const PAGING = {
  state: { page: 0, size: 10 as const },
  sort: undefined,
  actions: {
    setPage: () => undefined,
    setSize: () => undefined,
    sortBy: () => undefined,
    setSort: () => undefined,
    prefetchPage: () => undefined,
  },
};

/**
 * A list page as the tickets list builds it from the kit: tabs with counts from a call of their own (they
 * answer), and a table over a list call that fails until `healthy` (the retry's answer).
 */
function CountedList({ healthy }: { healthy: { now: boolean } }) {
  const [tab, setTab] = useState<Tab>('ABERTO');
  const tabs: ReadonlyArray<ListTab<Tab>> = [
    { value: 'ABERTO', label: 'Aberto', count: 8 },
    { value: 'FECHADO', label: 'Fechado', count: 3 },
  ];
  const query = useQuery({
    queryKey: ['lista', tab],
    queryFn: async () => {
      if (!healthy.now) throw new Error('unreachable');
      return { items: [{ id: 1, nome: 'PRIMEIRO' }], totalItens: 1, totalPaginas: 1, paginaAtual: 1 };
    },
    retry: false,
  });
  return (
    <ListPageFrame titleId="lista-titulo" title="Chamados">
      <ListToolbar
        tabs={tabs}
        tab={tab}
        onTab={setTab}
        search=""
        onSearch={() => undefined}
        tableId="lista-tabela"
        activeFilters={null}
        onOpenFilters={() => undefined}
      />
      <PagedTable tableId="lista-tabela" caption="Chamados" columns={COLUMNS} query={query} list={PAGING} />
    </ListPageFrame>
  );
}

describe('a list that fails to load', () => {
  it('shows no tab counts while its table says it failed, and its counts again once it loads', async () => {
    const healthy = { now: false };
    const user = userEvent.setup();
    renderApp('/lista', [{ path: '/lista', element: <CountedList healthy={healthy} /> }]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar a lista de chamados.');
    // The tabs say nothing the table contradicts: no 'Aberto 8' beside a list that did not load.
    expect(screen.getByRole('tab', { name: 'Aberto' })).toHaveTextContent(/^Aberto$/);
    expect(screen.getByRole('tab', { name: 'Fechado' })).toHaveTextContent(/^Fechado$/);
    expect(screen.getByRole('navigation', { name: 'Paginação' })).not.toHaveTextContent(/\d+–\d+ de \d+/);

    healthy.now = true;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('cell', { name: 'PRIMEIRO' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Aberto 8' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toHaveTextContent('1–1 de 1');
  });
});
