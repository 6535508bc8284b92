import { afterAll, afterEach, beforeAll } from 'vitest';
import { createNodeMockApi, type NodeMockApiOptions } from '@mocks/node';
import { DEMO_PASSWORD } from '@mocks/db/seed/accounts';
import type { LoginInput } from '@generated/api/model';
import type { UntypedBody } from '../../request-body';

export const API = 'http://retaguarda.test/dev/api';

/** A call's options: fetch's, and `json`, the body typed by its model (tests/request-body.ts). */
export type CallInit<Body = UntypedBody> = RequestInit & { json?: NoInfer<Body> };

/**
 * Starts the mock API (msw in Node, unhandled frames are errors) for a test file and gives it
 * small helpers to sign in and call the API over fetch.
 */
export function setupMockApi(options: NodeMockApiOptions = {}) {
  const api = createNodeMockApi(options);
  beforeAll(() => api.server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => api.server.resetHandlers());
  afterAll(() => api.server.close());

  async function login(email = 'admin@retaguarda.dev', senha = DEMO_PASSWORD) {
    const response = await fetch(`${API}/v1/authorization/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, senha } satisfies LoginInput),
    });
    if (!response.ok) throw new Error(`login failed: ${response.status}`);
    return (await response.json()) as { token: string; refreshToken: string; expiraEm: number };
  }

  /**
   * Calls the API as the given token; `json` sets the body and the content type, typed by the model the
   * call names: `call<BancoInput>(token, '/v1/bancos', { method: 'POST', json })`.
   */
  function call<Body = UntypedBody>(token: string | null, path: string, init: CallInit<Body> = {}) {
    const headers = new Headers(init.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return fetch(`${API}${path}`, { ...init, headers, body });
  }

  return { ...api, login, call };
}
