import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { reloadPage } from '@/app/reload-page';

vi.mock('@/app/reload-page', () => ({ reloadPage: vi.fn() }));

// Every placeholder page throws while rendering: the root error boundary must take over.
vi.mock('@/app/pages/placeholder-page', () => ({
  PlaceholderPage: () => {
    throw new Error('A consulta de cidades falhou');
  },
}));

afterEach(() => {
  vi.mocked(reloadPage).mockClear();
  sessionStorage.clear();
});

describe('route error page', () => {
  it("shows 'Erro inesperado' with the error's message, and the button reloads the page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/dashboard/cidades'] });
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Erro inesperado' })).toBeInTheDocument();
    expect(screen.getByText('A consulta de cidades falhou')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
