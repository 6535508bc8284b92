import { Profiler, memo } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { TableLink, TableNavigationProvider } from '@/kit/list/table-link';

let linkRenders = 0;

/** A memoised row's link: the Profiler sees any render inside it (react-router's Link would render on each URL change). */
const RowLink = memo(function RowLink() {
  return (
    <Profiler id="row-link" onRender={() => linkRenders++}>
      <TableLink to="/dashboard/cidades/3/consulta">Consultar Campinas</TableLink>
    </Profiler>
  );
});

/** A list-like page: its search params change, the link below must not render again. */
function Page() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <button
        type="button"
        onClick={() => setParams({ pagina: String(Number(params.get('pagina') ?? 1) + 1) })}
      >
        Próxima página
      </button>
      <TableNavigationProvider>
        <RowLink />
      </TableNavigationProvider>
    </>
  );
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/dashboard/cidades', Component: Page },
      { path: '/dashboard/cidades/:id/consulta', Component: () => <h1>Consultar cidade</h1> },
    ],
    { initialEntries: ['/dashboard/cidades'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  linkRenders = 0;
});

describe('TableLink: the in-app link of table rows', () => {
  it('is a real link to its path, and a plain click navigates inside the app', async () => {
    const router = renderPage();
    const link = screen.getByRole('link', { name: 'Consultar Campinas' });
    expect(link).toHaveAttribute('href', '/dashboard/cidades/3/consulta');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(router.state.location.pathname).toBe('/dashboard/cidades/3/consulta');
    expect(await screen.findByRole('heading', { name: 'Consultar cidade' })).toBeInTheDocument();
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['the middle button', { button: 1 }],
  ])('a click with %s is left to the browser (new tab or window)', (_, modifiers) => {
    const router = renderPage();
    const link = screen.getByRole('link', { name: 'Consultar Campinas' });
    let preventedByTheLink: boolean | null = null;
    // After the app's handlers: note what they did, then spare jsdom the real navigation.
    window.addEventListener(
      'click',
      (event) => {
        preventedByTheLink = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...modifiers }));
    expect(preventedByTheLink).toBe(false);
    expect(router.state.location.pathname).toBe('/dashboard/cidades');
  });

  it('does not render again when only the URL changes (a list has hundreds of them)', async () => {
    const router = renderPage();
    const before = linkRenders;
    for (let page = 0; page < 3; page++) {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
      });
    }
    expect(router.state.location.search).toBe('?pagina=4');
    expect(linkRenders).toBe(before);
  });
});
