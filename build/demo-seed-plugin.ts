import { execFile } from 'node:child_process';
import { relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { isSeedSource, seedVersion } from './seed-version.ts';

/** The module the page imports the seed's URL from: `import { demoSeedUrl } from 'virtual:retaguarda/demo-seed'`. */
export const DEMO_SEED_MODULE = 'virtual:retaguarda/demo-seed';
const RESOLVED_ID = `\0${DEMO_SEED_MODULE}`;
/**
 * The module that lists the files of the mock API's page-data handlers (mocks/handlers/page-data.ts
 * and the chunks it imports): `import { pageDataHandlerFiles } from 'virtual:retaguarda/mock-files'`. The
 * page preloads them before the mock worker answers its requests: once it does, every file the page
 * fetches makes a round trip through the page's own busy main thread.
 */
export const MOCK_FILES_MODULE = 'virtual:retaguarda/mock-files';
const RESOLVED_FILES_ID = `\0${MOCK_FILES_MODULE}`;
const PAGE_DATA_HANDLERS = /\/mocks\/handlers\/page-data\.ts$/;
/** Stands for the list in the built code until the chunks have their names. */
const FILES_PLACEHOLDER = '__RETAGUARDA_PAGE_DATA_HANDLER_FILES__';
/** Where the dev server answers the seed (the build emits it as a hashed asset instead). */
export const DEV_SEED_PATH = '/@retaguarda/demo-seed.json';

const run = promisify(execFile);

/** Runs scripts/demo-seed.ts in Node (tsx, as `npm run mock:server`: it resolves the path aliases) and returns its JSON. */
export async function generateDemoSeed(root: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/demo-seed.ts'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return stdout;
}

/** A change to one of these files changes the seed (the dev server then makes it again). */
function affectsSeed(root: string, file: string): boolean {
  return isSeedSource(root, file) || relative(root, file).split(sep).join('/').startsWith('generated/');
}

/** What pageDataHandlerFileList reads of a built chunk. */
export interface BuiltChunk {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
}

/** The URLs of the chunk holding mocks/handlers/page-data.ts and of the chunks it imports, transitively. */
export function pageDataHandlerFileList(chunks: readonly BuiltChunk[], base: string): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: BuiltChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const fileName of chunk.imports) visit(byName.get(fileName));
  };
  visit(chunks.find((chunk) => chunk.moduleIds.some((id) => PAGE_DATA_HANDLERS.test(id))));
  return [...files].map((fileName) => `${base}${fileName}`);
}

/**
 * The demo's pre-generated seed (mocks/demo-seed.ts), made in Node, never in the page: the demo build
 * emits it as a hashed asset (`assets/demo-seed-<hash>.json`, gzipped by the servers like any JSON);
 * the dev server makes it once when it starts listening (again after a change to the seed's code) and
 * answers it at DEV_SEED_PATH. Either way `virtual:retaguarda/demo-seed` exports its URL and the
 * version of the mock's data (`seedVersion`, build/seed-version.ts: a hash of its sources). In the build,
 * `virtual:retaguarda/mock-files` lists the files of the mock API's page-data handlers (MOCK_FILES_MODULE).
 * Used only where the mock API is compiled in (vite.config.ts).
 */
export function demoSeed(): Plugin {
  let root = process.cwd();
  let base = '/';
  let building = true;
  let referenceId: string | undefined;
  let devSeed: Promise<{ json: string; gzip: Buffer }> | undefined;

  const makeDevSeed = () =>
    (devSeed ??= generateDemoSeed(root).then(
      (json) => ({ json, gzip: gzipSync(json) }),
      (error: unknown) => {
        devSeed = undefined;
        throw error;
      },
    ));

  return {
    name: 'retaguarda:demo-seed',
    configResolved(config) {
      root = config.root;
      base = config.base;
      building = config.command === 'build';
    },
    buildStart() {
      referenceId = undefined;
    },
    resolveId(id) {
      if (id === MOCK_FILES_MODULE) return RESOLVED_FILES_ID;
      return id === DEMO_SEED_MODULE ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id === RESOLVED_FILES_ID) {
        // The dev server serves modules one by one: nothing to preload there.
        return `export const pageDataHandlerFiles = ${building ? JSON.stringify(FILES_PLACEHOLDER) : '[]'};`;
      }
      if (id !== RESOLVED_ID) return null;
      const version = `export const seedVersion = ${JSON.stringify(seedVersion(root))};`;
      if (!building) return `export const demoSeedUrl = ${JSON.stringify(DEV_SEED_PATH)};\n${version}`;
      referenceId ??= this.emitFile({
        type: 'asset',
        name: 'demo-seed.json',
        source: await generateDemoSeed(root),
      });
      return `export const demoSeedUrl = import.meta.ROLLUP_FILE_URL_${referenceId};\n${version}`;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const list = JSON.stringify(pageDataHandlerFileList(chunks, base));
      const placeholder = new RegExp(`(["'\`])${FILES_PLACEHOLDER}\\1`, 'g');
      for (const chunk of chunks) chunk.code = chunk.code.replace(placeholder, list);
    },
    configureServer(server) {
      server.httpServer?.once('listening', () => {
        makeDevSeed().catch((error: unknown) => server.config.logger.error(`demo seed: ${String(error)}`));
      });
      server.watcher.on('change', (file) => {
        if (!affectsSeed(root, file)) return;
        devSeed = undefined;
        // Its seedVersion is read again: the page's next load drops a saved database of the old data.
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
      });
      server.middlewares.use(DEV_SEED_PATH, (req, res, next) => {
        makeDevSeed().then(({ json, gzip }) => {
          const gzipped = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.setHeader('Vary', 'Accept-Encoding');
          if (gzipped) res.setHeader('Content-Encoding', 'gzip');
          res.end(gzipped ? gzip : json);
        }, next);
      });
    },
  };
}
