import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Leaves the demo's runtime configuration (public/config.json: the mock API's path, the demo's super-user,
 * mocks on) out of a build without the mock API: a deployment serves the config.json that
 * deploy/render.sh writes, and a server that forgets it gets the app's 'Configuração ausente' page
 * instead of the demo's settings. Runs before the precompressed copies are written.
 */
export function omitDemoConfig(): Plugin {
  return {
    name: 'retaguarda:omit-demo-config',
    apply: 'build',
    writeBundle: {
      order: 'pre',
      handler(options) {
        if (options.dir) rmSync(join(options.dir, 'config.json'), { force: true });
      },
    },
  };
}
