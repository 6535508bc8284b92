import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionMenu, ActionMenuItem } from '@/ui/action-menu';

/** An item owning a dialog (drawn in a portal, as PrimeReact's), as the record tools do: it stays once opened. */
function MapItem() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ActionMenuItem icon="pi pi-map-marker" label="Ver no mapa" onSelect={() => setOpened(true)} />
      {opened && createPortal(<div role="dialog" aria-label="Mapa de Campinas" />, document.body)}
    </>
  );
}

function Nothing() {
  return null;
}

function Row({ record = 1, hasItems = true }: { record?: number; hasItems?: boolean }) {
  return (
    <ActionMenu label="Mais ações Campinas" tooltip="Mais ações" hasItems={hasItems} itemsKey={record}>
      <MapItem />
      <ActionMenuItem icon="pi pi-ban" label="Inativar" onSelect={() => {}} />
    </ActionMenu>
  );
}

describe('ActionMenu', () => {
  afterEach(cleanup);

  it('draws no menu before the first opening when its items are known, then keeps it with the dialogs of its items', async () => {
    const user = userEvent.setup();
    render(<Row />);
    const button = screen.getByRole('button', { name: 'Mais ações Campinas' });
    expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-controls');

    button.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Mais ações Campinas' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByRole('menuitem', { name: 'Ver no mapa' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Inativar' })).toHaveFocus();
    await user.keyboard('{Home}{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    // The dialog outlives the menu.
    expect(screen.getByRole('dialog', { name: 'Mapa de Campinas' })).toBeInTheDocument();
  });

  it('starts afresh for another record (a table row showing the next page)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Row record={1} />);
    await user.click(screen.getByRole('button', { name: 'Mais ações Campinas' }));
    await user.click(screen.getByRole('menuitem', { name: 'Ver no mapa' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(<Row record={2} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument();
  });

  it('keeps the place of its button, unseen and out of reach, when its items render none', () => {
    render(
      <ActionMenu label="Mais ações Campinas" tooltip="Mais ações">
        <Nothing />
      </ActionMenu>,
    );
    expect(screen.queryByRole('button', { name: 'Mais ações Campinas' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { hidden: true });
    expect(button).toHaveAttribute('tabindex', '-1');
    expect(button).toHaveStyle({ visibility: 'hidden' });
  });
});
