import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  ListPageFrame,
  ListToolbar,
  PagedTable,
  listSource,
  useListController,
  type KitColumnDef,
  type ListTab,
} from '@/kit';
import { renderApp } from '../../session/support';

type Row = { id: number; nome: string };
type Tab = 'ABERTO' | 'FECHADO';

const COLUMNS: KitColumnDef<Row>[] = [{ id: 'nome', header: 'Nome', cell: ({ row }) => row.original.nome }];
const TABS: ReadonlyArray<ListTab<Tab>> = [
  { value: 'ABERTO', label: 'Aberto', count: 8 },
  { value: 'FECHADO', label: 'Fechado', count: 3 },
];

/**
 * A list page as the tickets list builds it from the kit: tabs with counts from a call of their own (they
 * answer), and a table over a list call that fails until `healthy` (the retry's answer).
 */
function CountedList({ healthy }: { healthy: { now: boolean } }) {
  const [source] = useState(() =>
    listSource(
      { tabs: { key: 'tab', values: ['ABERTO', 'FECHADO'] as Tab[], default: 'ABERTO' }, filters: [] },
      (state) => ({
        queryKey: ['lista', state.tab],
        queryFn: async () => {
          if (!healthy.now) throw new Error('unreachable');
          return { items: [{ id: 1, nome: 'PRIMEIRO' }], totalItens: 1, totalPaginas: 1, paginaAtual: 1 };
        },
        retry: false,
      }),
    ),
  );
  const list = useListController(source);
  return (
    <ListPageFrame list={list} title="Chamados">
      <ListToolbar tabs={TABS} />
      <PagedTable caption="Chamados" columns={COLUMNS} />
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
