import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

/** Where the build writes what was built; nginx serves it uncached (deploy/nginx.conf.template). */
export const VERSION_FILE = 'version.json';

export interface BuildVersion {
  /** The commit built: `git rev-parse HEAD`, else RETAGUARDA_COMMIT, else "unknown". */
  commit: string;
  /** When the build ran (ISO 8601, UTC). */
  builtAt: string;
}

/** HEAD's commit, or undefined outside a git checkout (a source archive, a container build context). */
export function gitHead(cwd = process.cwd()): string | undefined {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^[0-9a-f]{40,64}$/.test(commit) ? commit : undefined;
  } catch {
    return undefined;
  }
}

/** What version.json says: the commit from git when there is one, else from the environment. */
export function buildVersion(
  head: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  now = new Date(),
): BuildVersion {
  return { commit: head ?? (env.RETAGUARDA_COMMIT?.trim() || 'unknown'), builtAt: now.toISOString() };
}

/**
 * Writes version.json into the build, so an operator (or a probe) can tell which commit a server runs
 * (GET /version.json).
 */
export function versionFile(): Plugin {
  let root = process.cwd();
  return {
    name: 'retaguarda:version-file',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      const version = buildVersion(gitHead(root));
      this.emitFile({
        type: 'asset',
        fileName: VERSION_FILE,
        source: `${JSON.stringify(version, null, 2)}\n`,
      });
    },
  };
}
