import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { PermissoesListPage } from '@generated/pages/permissoes/list-page';
import { ServidoresListPage } from '@generated/pages/servidores/list-page';
import { createQueryClient } from '@/lib/query/query-client';
import { renderApp } from '../../session/support';
import { setupResourceKit } from '../support';

const { signIn } = setupResourceKit();

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  consoleError.mockRestore();
});

const pages = [
  ['permissoes', 'Permissões', PermissoesListPage],
  ['servidores', 'Servidores', ServidoresListPage],
] as const;

describe('generated lists: one name and one id per column', () => {
  it.each(pages)('%s: column headers are unique and React reports nothing', async (segment, title, Page) => {
    await signIn();
    renderApp(
      `/dashboard/${segment}`,
      [{ path: `/dashboard/${segment}`, element: <Page /> }],
      createQueryClient(),
    );
    await screen.findAllByRole('link', { name: /^Editar / });
    const table = screen.getByRole('table', { name: title });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(new Set(headers).size).toBe(headers.length);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
