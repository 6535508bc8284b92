import type { PluginOption } from 'vite';
import { precompress } from './precompress-plugin.ts';
import { versionFile } from './version-file-plugin.ts';

/**
 * What a build adds for its deployment behind nginx (docs/deployment.md): version.json, and the .gz and
 * .br copies of its text files (written last, once everything else is on disk).
 */
export function deployFiles(): PluginOption[] {
  return [versionFile(), precompress()];
}
