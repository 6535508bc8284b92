import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInPage } from '@/features/auth/sign-in-page';
import { BOOT_SHELL_ID } from '@/lib/boot/boot-shell-ids';

afterEach(cleanup);

function renderSignIn(path = '/') {
  const prefetchTarget = vi.fn();
  const router = createMemoryRouter(
    [{ path: '/', element: <SignInPage prefetchTarget={prefetchTarget} /> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return prefetchTarget;
}

describe('sign-in page: what it loads ahead', () => {
  it('loads nothing more while nobody uses the form (the autofocused field is not a sign of use)', async () => {
    const prefetchTarget = renderSignIn();
    expect(await screen.findByLabelText('E-mail')).toHaveFocus();
    await new Promise((done) => setTimeout(done, 50));
    expect(prefetchTarget).not.toHaveBeenCalled();
  });

  it('loads the page it leads to once someone types, and only once', async () => {
    const user = userEvent.setup();
    const prefetchTarget = renderSignIn('/?redirect=%2Fdashboard%2Fcidades');
    await user.type(await screen.findByLabelText('E-mail'), 'admin@retaguarda.dev');
    await user.type(screen.getByLabelText('Senha'), 'x');
    expect(prefetchTarget).toHaveBeenCalledTimes(1);
    expect(prefetchTarget).toHaveBeenCalledWith('/dashboard/cidades');
  });

  it("loads it at once when someone already typed into the page's picture (the boot shell) before the app was up", async () => {
    // The picture's form as index.html shows it (build/boot-shell.ts), with an e-mail typed.
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div id="${BOOT_SHELL_ID}"><form><input name="email" value="admin@"><input name="senha" type="password"></form></div>`,
    );
    try {
      const prefetchTarget = renderSignIn();
      expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
      expect(prefetchTarget).toHaveBeenCalledTimes(1);
    } finally {
      document.getElementById(BOOT_SHELL_ID)?.remove();
    }
  });

  it('loads it when a pointer comes over the form', async () => {
    const user = userEvent.setup();
    const prefetchTarget = renderSignIn();
    await user.hover(await screen.findByRole('button', { name: 'Entrar' }));
    expect(prefetchTarget).toHaveBeenCalledWith('/dashboard/chamados');
  });
});
