import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/ui/button';

describe('Button', () => {
  afterEach(cleanup);

  it('is named by its label and runs its action from the mouse, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button type="button" label="Salvar" icon="pi pi-check" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Salvar' });

    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');

    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('names an icon-only button by its aria-label, and a badge joins the label in the name', () => {
    render(
      <>
        <Button type="button" icon="pi pi-times" aria-label="Fechar" />
        <Button type="button" label="Filtros" badge="2" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveClass('p-button-icon-only');
    expect(screen.getByRole('button', { name: 'Filtros 2' })).toHaveTextContent('Filtros2');
  });

  it('while loading it is disabled, shows a spinner in place of its icon and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button type="button" label="Salvar" icon="pi pi-check" loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Salvar' });

    expect(button).toBeDisabled();
    expect(button).toHaveClass('p-button-loading', 'p-disabled');
    expect(button.querySelector('.pi-spinner.pi-spin')).not.toBeNull();
    expect(button.querySelector('.pi-check')).toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits its form unless told it is a plain button, like a native button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button label="Enviar" />
        <Button type="button" label="Cancelar" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows its tooltip on hover and keyboard focus, described by it, and none while disabled', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <Button
        type="button"
        icon="pi pi-check"
        aria-label="Marcar como lida: Aviso"
        tooltip="Marcar como lida"
      />,
    );
    const button = screen.getByRole('button', { name: 'Marcar como lida: Aviso' });

    await user.hover(button);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Marcar como lida');
    expect(button).toHaveAccessibleDescription('Marcar como lida');
    await user.unhover(button);
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.tab();
    expect(button).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Marcar como lida');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();

    rerender(
      <Button
        type="button"
        icon="pi pi-check"
        aria-label="Marcar como lida: Aviso"
        tooltip="Marcar como lida"
        disabled
      />,
    );
    await user.hover(screen.getByRole('button', { name: 'Marcar como lida: Aviso' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps its element when a button with a tooltip turns busy and back (a ref holding it stays valid)', () => {
    const { rerender } = render(<Button type="button" label="Enviar" tooltip="Enviar o comentário" />);
    const button = screen.getByRole('button', { name: 'Enviar' });
    rerender(<Button type="button" label="Enviar" tooltip="Enviar o comentário" loading />);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBe(button);
    rerender(<Button type="button" label="Enviar" tooltip="Enviar o comentário" />);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBe(button);
  });

  it('hands its element to a ref and focuses itself when asked to (autoFocus, also for PrimeReact dialogs)', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref} type="button" label="Ficar" autoFocus />);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Ficar' }));
    expect(ref.current).toHaveFocus();
    expect(ref.current).toHaveAttribute('data-pc-autofocus', 'true');
  });
});
