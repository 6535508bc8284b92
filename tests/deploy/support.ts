import { randomUUID } from 'node:crypto';
import { get as httpGet } from 'node:http';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { LoginInput } from '../../generated/api/model';
import { sessionCookies } from '../session-cookies';

/**
 * Helpers of the deployment suite. Everything goes over real HTTP through nginx: the pages, the API
 * (proxied to the mock API server) and its live socket. The mock API keeps one database for the whole
 * run, shared by the tests: each test creates what it changes, or reads the state it checks first.
 */

// The mock API's demo administrator; a backend team's conformance run names an account of its test data.
export const ADMIN = process.env.CONFORMANCE_EMAIL ?? 'admin@retaguarda.dev';
export const PASSWORD = process.env.CONFORMANCE_PASSWORD ?? 'retaguarda123';

/** The CSP violations a page met: `securitypolicyviolation` events and the browser's console reports. */
export interface CspWatch {
  violations: string[];
  /** Hands over (and forgets) what was seen so far: for the test that provokes violations on purpose. */
  take: () => string[];
}

const CSP_CONSOLE =
  /Content[- ]Security[- ]Policy|Refused to (load|execute|apply|evaluate|connect|frame|create)/i;

/**
 * `test` with a CSP watch on every page: a `securitypolicyviolation` listener in every document
 * (init script) and the console (violations in workers and frames are reported there). Each test
 * ends by asserting that it saw none.
 */
export const test = base.extend<{ csp: CspWatch }>({
  csp: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
            .__reportCspViolation;
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      page.on('console', (message) => {
        if (CSP_CONSOLE.test(message.text())) violations.push(`console ${message.type()}: ${message.text()}`);
      });
      await use({ violations, take: () => violations.splice(0) });
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

/** Signs in through the proxied API (POST /dev/api/v1/authorization/login). */
export async function apiLogin(request: APIRequestContext, email = ADMIN): Promise<SessionTokens> {
  const response = await request.post('/dev/api/v1/authorization/login', {
    data: { email, senha: PASSWORD } satisfies LoginInput,
    // As the app sends it (the contract requires the key on every POST; the conformance proxy checks).
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(response.status(), `login of ${email}`).toBe(200);
  return (await response.json()) as SessionTokens;
}

/** Bearer header of a session. */
export const bearer = (tokens: SessionTokens) => ({ Authorization: `Bearer ${tokens.token}` });

/**
 * A signed-in session without the sign-in form (the form has its own journey): the tokens go into the
 * session cookies the app reads, then the page opens at `path`.
 */
export async function signInAs(page: Page, path: string, email = ADMIN): Promise<SessionTokens> {
  const tokens = await apiLogin(page.request, email);
  const url = new URL(path, test.info().project.use.baseURL).origin;
  await page.context().addCookies(sessionCookies(url, tokens));
  await page.goto(path);
  return tokens;
}

/** The header value, failing the test when it is absent. */
export function header(headers: Record<string, string>, name: string): string {
  const value = headers[name.toLowerCase()];
  expect(value, `header ${name}`).toBeDefined();
  return value;
}

/** The Content-Security-Policy as directive → sources. */
export function parseCsp(value: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** An answer as it came over the wire: the body still compressed, with its real Content-Length. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * GET `path` from the suite's nginx without decoding the body (Playwright's request and fetch both
 * decompress): for the precompressed files, whose bytes must be the build's .gz/.br.
 */
export function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const port = Number(process.env.DEPLOY_PORT ?? 4188);
  return new Promise((resolve, reject) => {
    const request = httpGet({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
