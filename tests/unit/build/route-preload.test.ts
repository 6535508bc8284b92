import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { EARLY_CONFIG, preloadKeys, routePreloadMap, routePreloadScript } from '../../../build/route-preload-plugin';

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_runtime.js'], css: ['assets/index-E.css'] },
  '_runtime.js': { file: 'assets/runtime-R.js' },
  'src/lib/session/session-client.ts': { file: 'assets/session-client-S.js', isDynamicEntry: true, imports: ['_data.js'] },
  'src/app/guards/protected-dashboard-layout.tsx': {
    file: 'assets/layout-L.js',
    isDynamicEntry: true,
    imports: ['_data.js', '_runtime.js', 'index.html'],
    css: ['assets/layout-L.css'],
  },
  '_data.js': { file: 'assets/data-D.js' },
  '_kit.js': { file: 'assets/kit-K.js', css: ['assets/kit-K.css'], imports: ['_data.js'] },
  'generated/pages/cidades/list-page.tsx': { file: 'assets/list-page-C.js', isDynamicEntry: true, imports: ['_kit.js', 'index.html'] },
  'generated/pages/cidades/form-page.tsx': { file: 'assets/form-page-F.js', isDynamicEntry: true, imports: ['_kit.js'] },
  'src/features/auth/sign-in-page.tsx': { file: 'assets/sign-in-I.js', isDynamicEntry: true },
};

/** Runs the emitted script against a page at `pathname` with `cookie`; the preload links it added. */
function run(pathname: string, cookie: string, window: Record<string, unknown> = {}, fetch = (..._: unknown[]) => Promise.resolve(new Response('{}'))) {
  const links: Array<Record<string, string>> = [];
  const document = { cookie, createElement: () => ({}) as Record<string, string>, head: { appendChild: (link: Record<string, string>) => links.push(link) } };
  new Function('document', 'location', 'window', 'fetch', routePreloadScript(routePreloadMap(MANIFEST), '/'))(document, { pathname }, window, fetch);
  return links;
}

describe('route preload (build/route-preload-plugin.ts)', () => {
  it('knows the page of an address: session flows, shell and page for a signed-in visitor, the sign-in page otherwise', () => {
    expect(preloadKeys('/dashboard/cidades', true)).toEqual(['session', 'shell', 'cidades:list']);
    expect(preloadKeys('/dashboard/cidades/', true)).toEqual(['session', 'shell', 'cidades:list']);
    expect(preloadKeys('/dashboard/cidades/novo', true)).toEqual(['session', 'shell', 'cidades:form']);
    expect(preloadKeys('/dashboard/cidades/12/edita', true)).toEqual(['session', 'shell', 'cidades:form']);
    expect(preloadKeys('/dashboard/cidades/12/consulta', true)).toEqual(['session', 'shell', 'cidades:view']);
    expect(preloadKeys('/dashboard/empresas/3/configuracoes', true)).toEqual(['session', 'shell', 'empresas:config']);
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
    expect(Object.keys(map.routes).sort()).toEqual(['cidades:form', 'cidades:list', 'session', 'shell', 'signin']);
  });

  it('adds a module preload for every chunk of the page, each once, and a style preload for its CSS, as Vite requests them', () => {
    const links = run('/dashboard/cidades', 'tema=claro; rt_access=abc');
    expect(links.map((link) => link.href)).toEqual([
      '/assets/session-client-S.js',
      '/assets/data-D.js',
      '/assets/layout-L.js',
      '/assets/layout-L.css',
      '/assets/list-page-C.js',
      '/assets/kit-K.js',
      '/assets/kit-K.css',
    ]);
    expect(links.find((link) => link.href.endsWith('kit-K.js'))).toMatchObject({ rel: 'modulepreload', crossOrigin: '' });
    expect(links.find((link) => link.href.endsWith('kit-K.css'))).toMatchObject({ rel: 'preload', as: 'style', crossOrigin: '' });
  });

  it('asks for config.json before anything else, never from the cache, and leaves the request for the app on any page', () => {
    const requests: unknown[][] = [];
    const window: Record<string, unknown> = {};
    run('/', '', window, (...args: unknown[]) => {
      requests.push(args);
      return Promise.resolve(new Response('{}'));
    });
    expect(requests).toEqual([['/config.json', { cache: 'no-store', headers: { Accept: 'application/json' } }]]);
    expect(window[EARLY_CONFIG]).toMatchObject({ url: '/config.json', response: expect.any(Promise) });
  });

  it('preloads nothing of the signed-in area without the session cookies (the page will send the visitor to sign-in)', () => {
    expect(run('/dashboard/cidades', 'tema=claro')).toEqual([]);
    expect(run('/', '').map((link) => link.href)).toEqual(['/assets/sign-in-I.js']);
  });
});
