import { execFile } from 'node:child_process';
import { relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The module the page imports the seed's URL from: `import { demoSeedUrl } from 'virtual:retaguarda/demo-seed'`. */
export const DEMO_SEED_MODULE = 'virtual:retaguarda/demo-seed';
const RESOLVED_ID = `\0${DEMO_SEED_MODULE}`;
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
  const path = relative(root, file).split(sep).join('/');
  return (
    path.startsWith('mocks/db/') ||
    path.startsWith('generated/') ||
    path === 'scripts/demo-seed.ts' ||
    path === 'mocks/demo-seed.ts'
  );
}

/**
 * The demo's pre-generated seed (mocks/demo-seed.ts), made in Node, never in the page: the demo build
 * emits it as a hashed asset (`assets/demo-seed-<hash>.json`, gzipped by the servers like any JSON);
 * the dev server makes it once when it starts listening (again after a change to the seed's code) and
 * answers it at DEV_SEED_PATH. Either way `virtual:retaguarda/demo-seed` exports its URL.
 * Used only where the mock API is compiled in (vite.config.ts).
 */
export function demoSeed(): Plugin {
  let root = process.cwd();
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
      building = config.command === 'build';
    },
    buildStart() {
      referenceId = undefined;
    },
    resolveId(id) {
      return id === DEMO_SEED_MODULE ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      if (!building) return `export const demoSeedUrl = ${JSON.stringify(DEV_SEED_PATH)};`;
      referenceId ??= this.emitFile({
        type: 'asset',
        name: 'demo-seed.json',
        source: await generateDemoSeed(root),
      });
      return `export const demoSeedUrl = import.meta.ROLLUP_FILE_URL_${referenceId};`;
    },
    configureServer(server) {
      server.httpServer?.once('listening', () => {
        makeDevSeed().catch((error: unknown) => server.config.logger.error(`demo seed: ${String(error)}`));
      });
      server.watcher.on('change', (file) => {
        if (affectsSeed(root, file)) devSeed = undefined;
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
