import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, TOAST_LIFE_MS } from '@/lib/toast/toast';
import { ToastHost } from '@/lib/toast/toast-host';
import { LazyToastHost } from '@/lib/toast/toast-mount';

const EXIT_ANIMATION_MS = 400;

/** Advances the clock in small steps so that timers scheduled by React effects (exit animations) run too. */
function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 50) {
    act(() => {
      vi.advanceTimersByTime(Math.min(50, ms - elapsed));
    });
  }
}

// First in the file: the app's host is wanted for good once a toast has waited for a host.
describe("the app's toast host", () => {
  it('mounts PrimeReact’s Toast with the first toast, which it then shows', async () => {
    const { container, unmount } = render(<LazyToastHost />);
    expect(container).toBeEmptyDOMElement();

    act(() => {
      toast.success('Cidade salva com sucesso');
    });
    expect(await screen.findByText('Cidade salva com sucesso')).toBeInTheDocument();
    expect(container.querySelector('.p-toast-top-right')).not.toBeNull();
    unmount();
  });
});

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows top-right, suppresses an identical toast while visible, and shows it again afterwards', () => {
    const { container, unmount } = render(<ToastHost />);
    expect(container.querySelector('.p-toast-top-right')).not.toBeNull();

    act(() => {
      expect(toast.success('Servidor atualizado com sucesso')).toBe(true);
      expect(toast.success('Servidor atualizado com sucesso')).toBe(false);
    });
    expect(screen.getAllByText('Servidor atualizado com sucesso')).toHaveLength(1);

    // Same text with another severity is another toast.
    act(() => {
      expect(toast.error('Servidor atualizado com sucesso')).toBe(true);
    });
    expect(screen.getAllByText('Servidor atualizado com sucesso')).toHaveLength(2);

    advance(TOAST_LIFE_MS.error + EXIT_ANIMATION_MS);
    expect(screen.queryByText('Servidor atualizado com sucesso')).not.toBeInTheDocument();

    act(() => {
      expect(toast.success('Servidor atualizado com sucesso')).toBe(true);
    });
    expect(screen.getAllByText('Servidor atualizado com sucesso')).toHaveLength(1);
    unmount();
  });

  it('keeps success toasts 5000 ms and red error toasts 8000 ms', () => {
    const { unmount } = render(<ToastHost />);
    expect(TOAST_LIFE_MS.success).toBe(5000);
    expect(TOAST_LIFE_MS.error).toBe(8000);

    act(() => {
      toast.success('Usuário atualizado com sucesso');
      toast.error('Ops, alguma coisa deu errado');
    });
    const error = screen.getByText('Ops, alguma coisa deu errado').closest('.p-toast-message');
    expect(error).toHaveClass('p-toast-message-error');

    advance(4900);
    expect(screen.getByText('Usuário atualizado com sucesso')).toBeInTheDocument();

    advance(100 + EXIT_ANIMATION_MS);
    expect(screen.queryByText('Usuário atualizado com sucesso')).not.toBeInTheDocument();
    expect(screen.getByText('Ops, alguma coisa deu errado')).toBeInTheDocument();

    advance(TOAST_LIFE_MS.error - TOAST_LIFE_MS.success - EXIT_ANIMATION_MS - 100);
    expect(screen.getByText('Ops, alguma coisa deu errado')).toBeInTheDocument();

    advance(100 + EXIT_ANIMATION_MS);
    expect(screen.queryByText('Ops, alguma coisa deu errado')).not.toBeInTheDocument();
    unmount();
  });

  it('queues toasts raised before the host mounts', () => {
    act(() => {
      toast.info('Informe suas credenciais para continuar');
    });
    const { unmount } = render(<ToastHost />);
    expect(screen.getByText('Informe suas credenciais para continuar')).toBeInTheDocument();
    unmount();
  });
});
