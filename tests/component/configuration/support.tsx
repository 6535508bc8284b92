import '../jsdom-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ConfiguracaoFiscal, PermissaoInput } from '@generated/api/model';
import { createQueryClient } from '@/lib/query/query-client';
import { setupResourceKit } from '../resource/support';
import { renderApp } from '../session/support';

export type Segment = 'empresas' | 'filiais' | 'unidades';

export const TITLES: Record<Segment, string> = {
  empresas: 'Configurações do cliente',
  filiais: 'Configurações da filial',
  unidades: 'Configurações da unidade',
};

/** The mock API, the session interceptors and a way to sign in (signed out after each test). */
export function setupConfiguration() {
  const kit = setupResourceKit();
  const { api } = kit;

  /** The stored configuration of a record (undefined: never saved, the API answers the defaults). */
  const stored = (segment: Segment, id: number): ConfiguracaoFiscal | undefined =>
    api.ctx.db.configuracoes[segment][id];

  /** A record of the segment, with a saved configuration or without one. */
  function recordId(segment: Segment, saved: boolean): number {
    const ids = api.ctx.db.resources[segment].all().map((record) => record.id);
    const id = ids.find((candidate) => (stored(segment, candidate) !== undefined) === saved);
    if (id === undefined)
      throw new Error(`no ${segment} record ${saved ? 'with' : 'without'} a saved configuration`);
    return id;
  }

  /** Gives a permission profile these action codes, through the API (as an admin would). */
  async function grant(permissionId: number, acoes: string[]): Promise<void> {
    const token = (await api.login()).token;
    const current = (await (await api.call(token, `/v1/permissoes/${permissionId}`)).json()) as {
      descricao: string;
      admin: boolean;
    };
    const response = await api.call<PermissaoInput>(token, `/v1/permissoes/${permissionId}`, {
      method: 'PUT',
      json: { descricao: current.descricao, admin: current.admin, acoes },
    });
    if (!response.ok) throw new Error(`grant failed: ${response.status}`);
  }

  return { ...kit, stored, recordId, grant };
}

/** The app at `path` (the real routes and query client) once the configuration page shows its form. */
export async function openConfiguration(segment: Segment, id: number) {
  const user = userEvent.setup();
  const view = renderApp(`/dashboard/${segment}/${id}/configuracoes`, undefined, createQueryClient());
  // The first render loads the route modules: give it time.
  await screen.findByRole('heading', { level: 1, name: TITLES[segment] }, { timeout: 10_000 });
  await screen.findByRole('region', { name: 'Séries' });
  return { user, ...view };
}

/** Opens the dropdown labelled `label` (keyboard) and chooses the option named `name`. */
export async function choose(user: UserEvent, label: RegExp, name: string) {
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  screen.getByLabelText(label).focus();
  await user.keyboard('{Enter}');
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Replaces the text of the input labelled `label`. */
export async function retype(user: UserEvent, label: RegExp, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
  return input;
}

export const saveButton = () => screen.getByRole('button', { name: 'Salvar' });
