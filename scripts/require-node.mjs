// Stops an npm script at once, with one line, when it would run on a Node older than the project's tools
// need (`engines` in package.json). `npm install` brings Node 24 into node_modules/.bin, which npm puts
// first on every script's PATH, so this only speaks when that is missing (or a script runs by hand).
// Plain JavaScript that any Node parses, so the old Node gets to say it.
import { readFileSync } from 'node:fs';

const range = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
const [needMajor, needMinor] = range
  .replace(/^>=\s*/, '')
  .split('.')
  .map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < needMajor || (major === needMajor && minor < (needMinor || 0))) {
  console.error(
    `Retaguarda needs Node ${range} (this is ${process.versions.node}): run npm install, which brings Node 24 into node_modules, or install Node 24 (nvm install, see .nvmrc).`,
  );
  process.exit(1);
}
