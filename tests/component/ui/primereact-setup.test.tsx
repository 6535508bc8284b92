import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Calendar } from '@/ui/primereact/calendar';
import { Dropdown } from '@/ui/primereact/dropdown';

/**
 * No PrimeReactProvider wraps the app (a page that draws no PrimeReact widget loads none of its code):
 * the widgets imported from src/ui/primereact find the app's set-up in PrimeReact's globals.
 */
describe('PrimeReact widgets from src/ui/primereact, without a provider', () => {
  afterEach(cleanup);

  it('speak pt-BR', () => {
    render(<Calendar inline value={new Date(2026, 0, 15)} />);
    expect(screen.getByText('janeiro')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo mês' })).toBeInTheDocument();
  });

  it("get the app's pass-through options (the Dropdown's mirror select stays out of the accessibility tree)", () => {
    const { container } = render(<Dropdown options={['A', 'B']} value="A" aria-label="Letra" />);
    expect(container.querySelector('select')).toHaveAttribute('aria-hidden', 'true');
  });
});
