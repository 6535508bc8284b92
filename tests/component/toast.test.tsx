import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, TOAST_LIFE_MS } from '@/lib/toast/toast';
import { ToastHost } from '@/lib/toast/toast-host';
import { clearTopAmong } from '@/lib/toast/toast-placement';
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

describe('where the toasts show', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  /** The signed-in shell's top bar (69 px) and a page whose heading row ends at `bottom` px. */
  function pageWithHeadingRow(bottom: () => number) {
    const bar = Object.assign(document.createElement('header'), { className: 'app-topbar' });
    const main = document.createElement('main');
    const row = Object.assign(document.createElement('header'), { className: 'resource-list__header' });
    row.innerHTML =
      '<h1>Cidades</h1><div><button type="button">Importar</button><button type="button">Nova cidade</button></div>';
    main.append(row);
    document.body.append(bar, main);
    const rect = (top: number, height: number) =>
      ({ top, bottom: top + height, height, left: 0, right: 1366, width: 1366, x: 0, y: top }) as DOMRect;
    vi.spyOn(bar, 'getBoundingClientRect').mockImplementation(() => rect(0, 69));
    vi.spyOn(row, 'getBoundingClientRect').mockImplementation(() => rect(bottom() - 48, 48));
  }

  const toastTop = () =>
    (document.querySelector('.app-toast') as HTMLElement).style.getPropertyValue('--app-toast-top');

  it("start below the page's heading row, clear of its buttons, and follow it as the page scrolls; below the top bar once it is gone", () => {
    let bottom = 180;
    pageWithHeadingRow(() => bottom);
    const { unmount } = render(<ToastHost />);
    act(() => {
      toast.success('Cidade cadastrada com sucesso');
    });
    // 12 px under the row's bottom edge: its 'Importar' and 'Nova cidade' stay in sight.
    expect(toastTop()).toBe('192px');

    // The page scrolls by 60 px: the toasts move up with the row.
    bottom = 120;
    advance(150);
    expect(toastTop()).toBe('132px');

    // The row is under the top bar now: the toasts sit below the top bar (toast.css), never over it.
    bottom = 40;
    advance(150);
    expect(toastTop()).toBe('');
    unmount();
  });

  it('go further down past a control in their column (a status menu under the heading row), not past the upper part of the window', () => {
    const column = { left: 1014, right: 1350 };
    const box = (top: number, bottom: number, left = 1100, right = 1230) => ({ top, bottom, left, right });
    // Nothing in the column: right under the heading row.
    expect(clearTopAmong(160, column, 64, [box(170, 200, 200, 400)], 460)).toBe(160);
    // A ticket's status menu at the right of its title row: just under it.
    expect(clearTopAmong(160, column, 64, [box(180, 214)], 460)).toBe(226);
    // Two rows of controls, the second in the way of the first way out: under both.
    expect(clearTopAmong(160, column, 64, [box(180, 214), box(240, 270)], 460)).toBe(282);
    // A column full of controls (a list's toolbar and its rows' actions): no way out high enough, so
    // the toasts stay just under the heading row.
    const rows = Array.from({ length: 10 }, (_, index) => box(200 + index * 49, 232 + index * 49));
    expect(clearTopAmong(160, column, 64, rows, 460)).toBe(160);
  });
});
