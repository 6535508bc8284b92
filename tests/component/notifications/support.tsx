import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import type userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { TestProviders } from '../providers';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { useLiveConnection } from '@/lib/live/live-socket';
import { createQueryClient } from '@/lib/query/query-client';
import { restoreSession } from '@/lib/session/session-store';
import { saveSessionTokens } from '@/lib/session/token-store';
import { setupMockApi } from '../../unit/mocks/support';
import { endTestSession } from '../session/support';

function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

/** What the shell does: the session's live socket and the bell in the top bar. */
function TopBar({ userId }: { userId: number }) {
  useLiveConnection(userId);
  return (
    <header>
      <NotificationBell />
      <CurrentPath />
    </header>
  );
}

/** Renders the bell with the real providers, a memory router and the live socket of `userId`. */
export function renderBell(userId: number, path = '/dashboard') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '*', element: <TopBar userId={userId} /> }], {
    initialEntries: [path],
  });
  const view = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router, queryClient };
}

export type User = ReturnType<typeof userEvent.setup>;

/** The drawer is a lazy chunk: its first load in a test run may take a moment. */
export function findDrawer() {
  return screen.findByRole('dialog', { name: 'Notificações' }, { timeout: 5000 });
}

export async function openDrawer(user: User) {
  await user.click(await screen.findByRole('button', { name: /^Notificações, \d+ não lidas?$/ }));
  return findDrawer();
}

export function listOf(drawer: HTMLElement, name: 'Não lidas' | 'Todas') {
  return within(drawer).findByRole('list', { name });
}

/** Loads the lazy drawer chunk once, so the first test of a file does not pay for its transform. */
export async function preloadDrawer() {
  await import('@/features/notifications/notification-drawer');
}

/**
 * The mock API for a notifications test file, with the drawer preloaded and the session cleared after
 * each test; `unreadOf` reads the mock database, `signIn` signs a demo account in (tokens and session).
 */
export function setupNotificationTests() {
  const api = setupMockApi();
  beforeAll(preloadDrawer);
  afterEach(() => {
    cleanup();
    endTestSession();
  });
  return {
    api,
    unreadOf: (userId: number) =>
      api.ctx.db.notificacoes.all().filter((item) => item.usuarioId === userId && !item.lido),
    /**
     * A demo account's tokens in the cookies and, for staff, its session restored as the app has it (its
     * flags decide which actions are offered); a customer's account (refused a session) keeps the tokens.
     */
    signIn: async (email?: string) => {
      const tokens = await api.login(email);
      saveSessionTokens(tokens);
      if (!(await restoreSession())) saveSessionTokens(tokens);
    },
  };
}
