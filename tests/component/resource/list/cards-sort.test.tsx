import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardsSort } from '@/kit/list/cards-sort';
import type { KitColumnDef } from '@/kit/list/table-columns';

/**
 * On a phone the table's sortable headers are not shown: the cards' order is a select of every sortable
 * column in both directions, the order in force chosen.
 */

interface City {
  id: number;
  nome: string;
  codigoIbge: string;
}

const COLUMNS: KitColumnDef<City>[] = [
  { id: 'codigoIbge', header: 'Código IBGE', meta: { sortField: 'codigoIbge', overflow: 'nowrap' } },
  { id: 'nome', header: 'Nome', meta: { sortField: 'nome', overflow: 'truncate' } },
  // Not sortable: not offered.
  { id: 'regiao', header: 'Região', meta: { overflow: 'truncate' } },
];

afterEach(cleanup);

describe('the cards’ order on a phone', () => {
  it('offers each sortable column ascending and descending, with the order in force chosen', () => {
    render(<CardsSort columns={COLUMNS} sort="nome,asc" onSort={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Código IBGE (crescente)',
      'Código IBGE (decrescente)',
      'Nome (crescente)',
      'Nome (decrescente)',
    ]);
    expect(select).toHaveDisplayValue('Nome (crescente)');
  });

  it('hands the order chosen to the list', async () => {
    const onSort = vi.fn();
    render(<CardsSort columns={COLUMNS} sort="nome,asc" onSort={onSort} />);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Ordenar por' }),
      'Código IBGE (decrescente)',
    );
    expect(onSort).toHaveBeenCalledWith('codigoIbge,desc');
  });

  it('shows nothing for a list with no sortable column', () => {
    const { container } = render(
      <CardsSort columns={[COLUMNS[2]]} sort={undefined} onSort={() => undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
