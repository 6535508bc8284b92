import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync, type Manifest, type Plugin } from 'vite';
import { resources } from '../generated/tables/resources.ts';
import { BOOT_SHELL_ID, BOOT_SUBMIT_ATTRIBUTE } from '../src/lib/boot/boot-shell-ids.ts';
import { apiUrl, EARLY_READ_PATHS, EARLY_READS_GLOBAL } from '../src/lib/boot/early-read-requests.ts';
import { runtimeConfigFaults } from '../src/lib/config/runtime-config-rules.ts';
import {
  applyThemeBeforePaint,
  DARK_SYSTEM_QUERY,
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
} from '../src/lib/theme/theme-choice.ts';
import { bootPage, bootShellHtml, bootTitles, showBootShell, type BootTitles } from './boot-shell.ts';

/**
 * The page a path opens, as the router will load it: its lazy modules are known before the entry chunk
 * has even arrived, so the browser can fetch them at the same time instead of one round trip after it.
 * A signed-in page needs the session flows first (its session is restored before anything shows), then
 * the signed-in layout ('shell'), then its own module; a resource's are '<segment>:list|form|view|config'. Runs in the
 * page as written here (its source is copied into the emitted script): plain code, no imports.
 */
export function preloadKeys(pathname: string, signedIn: boolean): string[] {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0) return signedIn ? ['session', 'shell', 'tickets'] : ['signin'];
  if (parts[0] !== 'dashboard' || !signedIn) return [];
  const [segment, second, third] = parts.slice(1);
  const page = (key: string) => ['session', 'shell', key];
  if (segment === undefined) return page('dashboard');
  if (segment === 'chamados') return page(second === undefined ? 'tickets' : 'ticket');
  if (second === undefined) return page(`${segment}:list`);
  if (second === 'novo' || third === 'edita') return page(`${segment}:form`);
  if (third === 'consulta') return page(`${segment}:view`);
  if (third === 'configuracoes') return page(`${segment}:config`);
  return ['session', 'shell'];
}

/** The page modules of the keys preloadKeys gives (resource pages are found by their generated path). */
const PAGE_MODULES: Record<string, string> = {
  session: 'src/lib/session/session-client.ts',
  shell: 'src/app/guards/protected-dashboard-layout.tsx',
  signin: 'src/features/auth/sign-in-page.tsx',
  dashboard: 'src/features/dashboard/dashboard-page.tsx',
  tickets: 'src/features/tickets/list/ticket-list-page.tsx',
  ticket: 'src/features/tickets/details/ticket-details-page.tsx',
};
const RESOURCE_PAGE = /^generated\/pages\/([a-z0-9-]+)\/(list|form|view|config)-page\.tsx$/;

/** The upright text font (build/theme-font.ts), used by every page's text. */
const TEXT_FONT = 'src/app/fonts/inter-latin.woff2';

/** Where Vite puts the chunks: the map leaves it out of every file name. */
const ASSETS = 'assets/';

/** The chunk graph beyond the entry, compact: a file, its styles and the chunks it imports statically. */
export interface RoutePreloadMap {
  /** File names in ASSETS. */
  files: string[];
  /** For each file, the indexes of what it needs with it (its CSS, its static imports). */
  needs: number[][];
  /** Page key (preloadKeys) → index of its module's chunk. */
  routes: Record<string, number>;
}

/**
 * The chunks of each page's lazy module and what they import statically, with their styles, from Vite's
 * manifest; the entry and what it imports are left out (the HTML loads them already).
 */
export function routePreloadMap(manifest: Manifest): RoutePreloadMap {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initial = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(key)) return;
    initial.add(key);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  if (entry) walk(entry);

  const files: string[] = [];
  const needs: number[][] = [];
  const indexOf = (file: string) => {
    const at = files.indexOf(file.slice(ASSETS.length));
    if (at >= 0) return at;
    needs.push([]);
    return files.push(file.slice(ASSETS.length)) - 1;
  };
  const added = new Map<string, number>();
  const add = (key: string): number | null => {
    const chunk = manifest[key];
    if (!chunk || initial.has(key) || !chunk.file.startsWith(ASSETS)) return null;
    const known = added.get(key);
    if (known !== undefined) return known;
    const at = indexOf(chunk.file);
    added.set(key, at);
    const list = (chunk.css ?? []).filter((css) => css.startsWith(ASSETS)).map(indexOf);
    for (const imported of chunk.imports ?? []) {
      const index = add(imported);
      if (index !== null) list.push(index);
    }
    needs[at] = list;
    return at;
  };

  const pages: Record<string, string> = { ...PAGE_MODULES };
  for (const key of Object.keys(manifest)) {
    const match = RESOURCE_PAGE.exec(key);
    if (match) pages[`${match[1]}:${match[2]}`] = key;
  }
  const routes: Record<string, number> = {};
  for (const [name, key] of Object.entries(pages)) {
    const index = add(key);
    if (index !== null) routes[name] = index;
  }
  return { files, needs, routes };
}

/** Where the script leaves its request for config.json (the name src/lib/config/runtime-config.ts reads). */
export const EARLY_CONFIG = '__retaguardaEarlyConfig';

/**
 * The script: sets the colour theme on <html> (the saved choice or the system's setting) before anything
 * is painted, asks for config.json (and, with `earlyReads`, on a signed-in visit, the API reads every
 * signed-in page starts with), finds the page of the address and adds a preload for each file its
 * chunks need; shows the boot shell of the page (build/boot-shell.ts) with the page's stylesheets.
 */
export function routePreloadScript(
  map: RoutePreloadMap,
  base: string,
  titles: BootTitles,
  earlyReads = false,
): string {
  return `(function () {
  // First, before the first paint (the stylesheets below this script wait for it): light or dark.
  (${applyThemeBeforePaint.toString()})(${JSON.stringify(THEME_STORAGE_KEY)}, ${JSON.stringify(THEME_ATTRIBUTE)}, ${JSON.stringify(DARK_SYSTEM_QUERY)});
  // The session cookies the app reads (src/lib/session/token-store.ts): without them the signed-in pages redirect.
  var signedIn = /(^|;\\s*)rt_(access|refresh)=/.test(document.cookie);
  // config.json first, ahead of the chunks in the connections' queue: the app's first API call waits for it
  // (src/lib/config/runtime-config.ts takes this request instead of making its own).
  var config = fetch(${JSON.stringify(`${base}config.json`)}, { cache: 'no-store', headers: { Accept: 'application/json' } });
  window.${EARLY_CONFIG} = {
    url: ${JSON.stringify(`${base}config.json`)},
    response: ${earlyReads} && signedIn ? config.then(startEarlyReads) : config,
  };
  var apiUrl = ${apiUrl.toString()};
  var runtimeConfigFaults = ${runtimeConfigFaults.toString()};
  // The profile, the permissions and the bell's count, asked for with the token of the cookie as soon as the
  // API's address is known: the app's HTTP client takes these answers (src/lib/http/early-read-answers.ts)
  // instead of asking once its code has arrived and run. The body is read from a copy: the app reads
  // config.json's own.
  // Only for a config.json the app starts with (these builds have no mock API: it is required): the app
  // refuses any other (src/lib/config/runtime-config.ts), and no call may leave then.
  function startEarlyReads(response) {
    if (!response.ok) return response;
    response.clone().json().then(function (file) {
      if (runtimeConfigFaults(file, true).length > 0) return;
      var token = /(?:^|;\\s*)rt_access=([^;]*)/.exec(document.cookie);
      if (!token) return;
      var apiBase = file.apiBaseUrl;
      var bearer;
      try {
        bearer = decodeURIComponent(token[1]);
      } catch (malformed) {
        return; // not a cookie of ours: the app ignores it too
      }
      var requests = {};
      ${JSON.stringify(EARLY_READ_PATHS)}.forEach(function (path) {
        var url = apiUrl(apiBase, path);
        requests[url] = fetch(url, { headers: { Accept: 'application/json', Authorization: 'Bearer ' + bearer } });
        requests[url].catch(function () {});
      });
      window.${EARLY_READS_GLOBAL} = { token: bearer, at: Date.now(), requests: requests };
    }, function () {});
    return response;
  }
  var map = ${JSON.stringify(map)};
  var titles = ${JSON.stringify(titles)};
  var preloadKeys = ${preloadKeys.toString()};
  var bootPage = ${bootPage.toString()};
  var showBootShell = ${showBootShell.toString()};
  var seen = {};
  var modules = [];
  var styles = [];
  function collect(index) {
    if (index === undefined || seen[index]) return;
    seen[index] = true;
    var href = ${JSON.stringify(`${base}${ASSETS}`)} + map.files[index];
    (/\\.css$/.test(href) ? styles : modules).push(href);
    map.needs[index].forEach(collect);
  }
  preloadKeys(location.pathname, signedIn).forEach(function (key) {
    collect(map.routes[key]);
  });
  // Every page with chunks to load has a boot shell, which adds their styles.
  showBootShell(bootPage(location.pathname, signedIn, titles), styles, ${JSON.stringify(BOOT_SHELL_ID)}, ${JSON.stringify(BOOT_SUBMIT_ATTRIBUTE)});
  // Adding the module preloads costs a phone's CPU (~16 ms for twenty at 4x): they go in a task of their own
  // after the first paint (the boot shell's), not before it; the app's entry, still arriving then, needs them later.
  requestAnimationFrame(function () { setTimeout(addModulePreloads); });
  function addModulePreloads() {
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      // As Vite's own preloads and module scripts ask for them (CORS, same-origin credentials): the same request.
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  }
})();
`;
}

/**
 * The script as every page loads it: minified, as the chunks are (it carries functions of the app as
 * their source text, which is laid out for people to read).
 */
function minified(script: string): string {
  const { code, errors } = minifySync('route-preload.js', script);
  if (errors.length > 0) throw new Error(`route-preload: ${errors.map((error) => error.message).join('; ')}`);
  return code;
}

/**
 * Adds to the build a small script, loaded by index.html ahead of the entry, that preloads the chunks of
 * the page being opened (production and demo builds; the dev server loads modules one by one anyway).
 * On a slow connection the signed-in pages' chunks otherwise start only once the entry has arrived and run.
 * `earlyReads`: the script also makes the first API reads of a signed-in page, once config.json is in and
 * valid (not where the API is the mock in the page's service worker, which is not running yet then).
 */
export function routePreload({ earlyReads }: { earlyReads: boolean }): Plugin {
  let base = '/';
  return {
    name: 'retaguarda:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    writeBundle(options) {
      if (!options.dir) return;
      const manifest = JSON.parse(readFileSync(join(options.dir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const script = minified(
        routePreloadScript(routePreloadMap(manifest), base, bootTitles(resources), earlyReads),
      );
      const file = `assets/route-preload-${createHash('sha256').update(script).digest('base64url').slice(0, 8)}.js`;
      writeFileSync(join(options.dir, file), script);
      const htmlPath = join(options.dir, 'index.html');
      const html = readFileSync(htmlPath, 'utf8');
      // In the head, ahead of the entry and the styles (a classic script waits for the styles above it), and
      // before the body: what it adds to the head can still hold the first paint.
      const tag = `<script src="${base}${file}"></script>`;
      const root = '<div id="root"></div>';
      if (!html.includes('</title>') || !html.includes(root))
        throw new Error('route-preload: index.html has no </title> or no #root');
      // The text font, asked for with the page rather than once the styles are parsed and laid out: the boot
      // shell's first paint has it, and the app's page, drawn later in the same font, does not move or grow.
      const font = manifest[TEXT_FONT]?.file;
      if (!font) throw new Error(`route-preload: ${TEXT_FONT} is not in the build`);
      const fontTag = `<link rel="preload" href="${base}${font}" as="font" type="font/woff2" crossorigin>`;
      writeFileSync(
        htmlPath,
        html
          .replace('</title>', `</title>\n    ${tag}\n    ${fontTag}`)
          .replace(root, `${root}\n    ${bootShellHtml()}`),
      );
    },
  };
}
