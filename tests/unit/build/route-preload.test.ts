// @vitest-environment jsdom
import type { Manifest } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { bootShellHtml, bootTitles } from '../../../build/boot-shell';
import { cidadesResource } from '../../../generated/tables/resources';
import {
  EARLY_CONFIG,
  preloadKeys,
  routePreloadMap,
  routePreloadScript,
} from '../../../build/route-preload-plugin';
import { EARLY_READS_GLOBAL } from '../../../src/lib/boot/early-read-requests';

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-E.js',
    isEntry: true,
    imports: ['_runtime.js'],
    css: ['assets/index-E.css'],
  },
  '_runtime.js': { file: 'assets/runtime-R.js' },
  'src/lib/session/session-client.ts': {
    file: 'assets/session-client-S.js',
    isDynamicEntry: true,
    imports: ['_data.js'],
  },
  'src/app/guards/protected-dashboard-layout.tsx': {
    file: 'assets/layout-L.js',
    isDynamicEntry: true,
    imports: ['_data.js', '_runtime.js', 'index.html'],
    css: ['assets/layout-L.css'],
  },
  '_data.js': { file: 'assets/data-D.js' },
  '_kit.js': { file: 'assets/kit-K.js', css: ['assets/kit-K.css'], imports: ['_data.js'] },
  'generated/pages/cidades/list-page.tsx': {
    file: 'assets/list-page-C.js',
    isDynamicEntry: true,
    imports: ['_kit.js', 'index.html'],
  },
  'generated/pages/cidades/form-page.tsx': {
    file: 'assets/form-page-F.js',
    isDynamicEntry: true,
    imports: ['_kit.js'],
  },
  'src/features/auth/sign-in-page.tsx': { file: 'assets/sign-in-I.js', isDynamicEntry: true },
};

const TITLES = bootTitles([cidadesResource]);

/**
 * Runs the emitted script in a page at `pathname` with `cookie` (index.html's body: #root and the boot
 * shell's markup, as the build writes it); the links it added to the head.
 */
function run(
  pathname: string,
  cookie: string,
  window: Record<string, unknown> = {},
  fetch = (..._: unknown[]) => Promise.resolve(new Response('{}')),
  earlyReads = false,
) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"></div>${bootShellHtml()}`;
  for (const name of document.cookie
    .split(/;\s*/)
    .map((pair) => pair.split('=')[0])
    .filter(Boolean))
    document.cookie = `${name}=; max-age=0`;
  for (const pair of cookie.split(/;\s*/).filter(Boolean)) document.cookie = pair;
  vi.useFakeTimers();
  try {
    new Function(
      'location',
      'window',
      'fetch',
      routePreloadScript(routePreloadMap(MANIFEST), '/', TITLES, earlyReads),
    )({ pathname }, window, fetch);
    // The module preloads go in a task of their own.
    vi.runAllTimers();
  } finally {
    vi.useRealTimers();
  }
  return [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: link.getAttribute('href'),
    crossOrigin: link.crossOrigin,
  }));
}

describe('route preload (build/route-preload-plugin.ts)', () => {
  it('knows the page of an address: session flows, shell and page for a signed-in visitor, the sign-in page otherwise', () => {
    expect(preloadKeys('/dashboard/cidades', true)).toEqual(['session', 'shell', 'cidades:list']);
    expect(preloadKeys('/dashboard/cidades/', true)).toEqual(['session', 'shell', 'cidades:list']);
    expect(preloadKeys('/dashboard/cidades/novo', true)).toEqual(['session', 'shell', 'cidades:form']);
    expect(preloadKeys('/dashboard/cidades/12/edita', true)).toEqual(['session', 'shell', 'cidades:form']);
    expect(preloadKeys('/dashboard/cidades/12/consulta', true)).toEqual(['session', 'shell', 'cidades:view']);
    expect(preloadKeys('/dashboard/empresas/3/configuracoes', true)).toEqual([
      'session',
      'shell',
      'empresas:config',
    ]);
    expect(preloadKeys('/dashboard/chamados', true)).toEqual(['session', 'shell', 'tickets']);
    expect(preloadKeys('/dashboard/chamados/1051', true)).toEqual(['session', 'shell', 'ticket']);
    expect(preloadKeys('/dashboard', true)).toEqual(['session', 'shell', 'dashboard']);
    expect(preloadKeys('/', true)).toEqual(['session', 'shell', 'tickets']);
    expect(preloadKeys('/', false)).toEqual(['signin']);
    expect(preloadKeys('/dashboard/cidades', false)).toEqual([]);
    expect(preloadKeys('/qualquer', true)).toEqual([]);
  });

  it('maps each page to its chunk graph beyond the entry, with the styles', () => {
    const map = routePreloadMap(MANIFEST);
    expect(map.files).not.toContain('index-E.js');
    expect(map.files).not.toContain('runtime-R.js');
    expect(map.files.filter((file) => file === 'data-D.js')).toHaveLength(1);
    expect(Object.keys(map.routes).sort()).toEqual([
      'cidades:form',
      'cidades:list',
      'session',
      'shell',
      'signin',
    ]);
  });

  it('adds a module preload for every chunk of the page, each once, and its styles as the page adds them, as Vite requests them', () => {
    const links = run('/dashboard/cidades', 'tema=claro; rt_access=abc');
    expect(links.map((link) => link.href)).toEqual([
      '/assets/layout-L.css',
      '/assets/kit-K.css',
      '/assets/session-client-S.js',
      '/assets/data-D.js',
      '/assets/layout-L.js',
      '/assets/list-page-C.js',
      '/assets/kit-K.js',
    ]);
    expect(links.find((link) => link.href?.endsWith('kit-K.js'))).toMatchObject({
      rel: 'modulepreload',
      crossOrigin: '',
    });
    // The page's picture (the boot shell) shows with them: stylesheets rather than preloads.
    expect(links.find((link) => link.href?.endsWith('kit-K.css'))).toMatchObject({
      rel: 'stylesheet',
      crossOrigin: '',
    });
  });

  it("sets the theme on <html> before the first paint: the saved choice, else the system's setting", () => {
    const browser = (saved: string | null, systemDark: boolean) => ({
      localStorage: { getItem: (key: string) => (key === 'retaguarda:tema' ? saved : null) },
      matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark }),
    });
    const theme = (window: Record<string, unknown>) => {
      document.documentElement.removeAttribute('data-theme');
      run('/', '', window);
      return document.documentElement.getAttribute('data-theme');
    };
    expect(theme(browser(null, true))).toBe('dark');
    expect(theme(browser(null, false))).toBe('light');
    expect(theme(browser('light', true))).toBe('light');
    expect(theme(browser('dark', false))).toBe('dark');
    // A browser that refuses the storage (or has no matchMedia) gets the light theme, and the script goes on.
    const refusing = {
      get localStorage() {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(theme(refusing)).toBe('light');
  });

  it('asks for config.json before anything else, never from the cache, and leaves the request for the app on any page', () => {
    const requests: unknown[][] = [];
    const window: Record<string, unknown> = {};
    run('/', '', window, (...args: unknown[]) => {
      requests.push(args);
      return Promise.resolve(new Response('{}'));
    });
    expect(requests).toEqual([
      ['/config.json', { cache: 'no-store', headers: { Accept: 'application/json' } }],
    ]);
    expect(window[EARLY_CONFIG]).toMatchObject({ url: '/config.json', response: expect.any(Promise) });
  });

  describe("the signed-in page's first API reads, made once config.json is in (builds without the mock API)", () => {
    /** Runs the script with config.json answering `config`; the requests it made and what it left for the app. */
    async function reads(cookie: string, config: Response, earlyReads = true) {
      const requests: Array<[string, RequestInit | undefined]> = [];
      const window: Record<string, unknown> = {};
      run(
        '/dashboard/cidades',
        cookie,
        window,
        (url: unknown, init: unknown) => {
          requests.push([url as string, init as RequestInit | undefined]);
          return Promise.resolve(url === '/config.json' ? config : Response.json({ url }));
        },
        earlyReads,
      );
      const app = window[EARLY_CONFIG] as { response: Promise<Response> };
      // The app reads config.json's own body, as runtime-config.ts does.
      await expect(app.response.then((response) => response.status)).resolves.toBe(config.status);
      await new Promise((resolve) => setTimeout(resolve));
      return {
        requests,
        left: window[EARLY_READS_GLOBAL] as
          { token: string; requests: Record<string, Promise<Response>> } | undefined,
      };
    }

    /** A config.json the app starts with (src/lib/config/runtime-config.ts, required in these builds). */
    const CONFIG = {
      apiBaseUrl: 'https://api.example/v/',
      socketUrl: 'wss://api.example/ws',
      superUserEmail: 'raiz@example.com',
      mocks: false,
    };

    it("asks for the profile, the permissions and the bell's count at config.json's API with the cookie's token", async () => {
      const { requests, left } = await reads('rt_access=abc%20d; rt_refresh=r', Response.json(CONFIG));
      const api = [
        'https://api.example/v/v1/eu/perfil',
        'https://api.example/v/v1/eu/permissoes',
        'https://api.example/v/v1/notificacoes/conta-notificacao',
      ];
      expect(requests.map(([url]) => url)).toEqual(['/config.json', ...api]);
      expect(requests[1][1]).toEqual({
        headers: { Accept: 'application/json', Authorization: 'Bearer abc d' },
      });
      expect(left?.token).toBe('abc d');
      expect(Object.keys(left?.requests ?? {})).toEqual(api);
      await expect(left?.requests[api[0]].then((response) => response.json())).resolves.toEqual({
        url: api[0],
      });
    });

    it('makes none for a config.json the app refuses (never at the default address): missing, a page, not JSON, invalid', async () => {
      const refused = [
        new Response('', { status: 404 }),
        new Response('<!doctype html><div id="root"></div>', { headers: { 'Content-Type': 'text/html' } }),
        new Response('{"apiBaseUrl": '),
        Response.json([CONFIG]),
        Response.json({ mocks: false }),
        Response.json({ ...CONFIG, apiBaseUrl: undefined }),
        Response.json({ ...CONFIG, superUserEmail: undefined }),
        Response.json({ ...CONFIG, mocks: true }),
        Response.json({ ...CONFIG, idleTimeoutMinutes: '30' }),
      ];
      for (const config of refused) {
        const { requests, left } = await reads('rt_access=t; rt_refresh=r', config);
        expect(requests.map(([url]) => url)).toEqual(['/config.json']);
        expect(left).toBeUndefined();
      }
    });

    it('makes none signed out, with the refresh token alone, or where the mock API runs in the page', async () => {
      for (const [cookie, earlyReads] of [
        ['tema=claro', true],
        ['rt_refresh=r', true],
        ['rt_access=t; rt_refresh=r', false],
      ] as const) {
        const { requests, left } = await reads(cookie, Response.json({}), earlyReads);
        expect(requests.map(([url]) => url)).toEqual(['/config.json']);
        expect(left).toBeUndefined();
      }
    });
  });

  it('preloads nothing of the signed-in area without the session cookies (the page will send the visitor to sign-in)', () => {
    expect(run('/dashboard/cidades', 'tema=claro')).toEqual([]);
    expect(run('/', '').map((link) => link.href)).toEqual(['/assets/sign-in-I.js']);
  });
});
