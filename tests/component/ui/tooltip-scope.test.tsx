import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTooltipScope } from '@/ui/tooltip';

/** jsdom lays nothing out: an element "cut" is one whose content is wider than its box. */
function cut(element: HTMLElement | null, truncated: boolean) {
  if (!element) return;
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: truncated ? 300 : 100 });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: 100 });
}

function Table({ name = 'ALMEIDA AGROTRANSPORTES LTDA' }: { name?: string }) {
  const tips = useTooltipScope();
  const [open, setOpen] = useState(false);
  return (
    <div {...tips.scopeProps}>
      <span data-tooltip-truncated="" ref={(element) => cut(element, true)}>
        <a href="#empresa">{name}</a>
      </span>
      <span data-tooltip-truncated="" ref={(element) => cut(element, false)}>
        SP
      </span>
      <button type="button" aria-label="Editar Campinas" data-tooltip="Editar">
        ✎
      </button>
      <button
        type="button"
        aria-label="Mais ações Campinas"
        aria-expanded={open}
        data-tooltip="Mais ações"
        onClick={() => setOpen(!open)}
      >
        ⋯
      </button>
      {tips.tooltip}
    </div>
  );
}

describe('useTooltipScope: one tooltip for a whole table', () => {
  afterEach(cleanup);

  it('shows the whole of a cut text on hover, named in the hovered element, and hides it on leave', async () => {
    const user = userEvent.setup();
    render(<Table />);
    const cell = screen.getByText('ALMEIDA AGROTRANSPORTES LTDA').parentElement!;
    await user.hover(cell);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('ALMEIDA AGROTRANSPORTES LTDA');
    expect(cell).toHaveAttribute('aria-describedby', tooltip.id);
    await user.unhover(cell);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(cell).not.toHaveAttribute('aria-describedby');
  });

  it('shows nothing for a text that fits', async () => {
    const user = userEvent.setup();
    render(<Table />);
    await user.hover(screen.getByText('SP'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('names an icon button on keyboard focus, in the focused element, and hides on Escape', async () => {
    const user = userEvent.setup();
    render(<Table />);
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('ALMEIDA AGROTRANSPORTES LTDA');
    expect(screen.getByRole('link')).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
    await user.tab();
    const edit = screen.getByRole('button', { name: 'Editar Campinas' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Editar');
    expect(edit).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
    expect(screen.getByRole('link')).not.toHaveAttribute('aria-describedby');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('says nothing over the button of an open menu, and nothing after a press', async () => {
    const user = userEvent.setup();
    render(<Table />);
    const more = screen.getByRole('button', { name: 'Mais ações Campinas' });
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('goes when its element shows another record (a new page drawn over the same rows)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Table />);
    await user.hover(screen.getByText('ALMEIDA AGROTRANSPORTES LTDA').parentElement!);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    rerender(<Table name="TRANSPORTES EXEMPLO" />);
    await act(async () => {});
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
