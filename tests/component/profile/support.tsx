import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { TestProviders } from '../providers';
import { http } from '@/lib/http/client';
import { ProfilePage } from '@/features/profile/profile-page';
import { createQueryClient } from '@/lib/query/query-client';
import { restoreSession, signOut } from '@/lib/session/session-store';
import { saveSessionTokens } from '@/lib/session/token-store';
import { API, setupMockApi } from '../../unit/mocks/support';

/** A tiny valid PNG (1×1, red), as a File. */
export function pngFile(name = 'avatar.png'): File {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
  return new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], name, { type: 'image/png' });
}

/**
 * The mock API plus a signed-in session of `email` before each test (tokens in the cookies, then the
 * session store restored from them, as on a page load), signed out after each.
 */
export function setupSignedIn(email = 'admin@retaguarda.dev') {
  const mock = setupMockApi();
  let token = '';

  // jsdom's XMLHttpRequest only serialises jsdom's FormData: with ./node-file-globals the calls go through
  // axios' fetch adapter (Node's fetch, which needs an absolute URL).
  const { adapter, baseURL } = http.defaults;
  beforeAll(() => {
    http.defaults.adapter = 'fetch';
    http.defaults.baseURL = new URL(baseURL ?? '/dev/api', window.location.origin).href;
  });
  afterAll(() => {
    http.defaults.adapter = adapter;
    http.defaults.baseURL = baseURL;
  });

  beforeEach(async () => {
    const tokens = await mock.login(email);
    token = tokens.token;
    saveSessionTokens(tokens);
    if (!(await restoreSession())) throw new Error('session not restored');
  });

  afterEach(() => {
    cleanup(); // unmount first: the page needs a session
    signOut();
  });

  /** The signed-in user's profile as the API has it now. */
  async function apiProfile() {
    const response = await fetch(`${API}/v1/eu/perfil`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await response.json()) as { usuario: { nome: string; avatarUrl: string | null } }).usuario;
  }

  return { mock, apiProfile };
}

/** The profile page with the app's query client (returned with the render, to look into its caches). */
export function renderProfilePage() {
  const queryClient = createQueryClient();
  const rendered = render(
    <TestProviders queryClient={queryClient}>
      <ProfilePage />
    </TestProviders>,
  );
  return { ...rendered, queryClient };
}
