// Remakes src/app/icons/primeicons.{css,woff2}: the PrimeIcons the app uses (scripts/lib/icon-usage.mjs)
// out of the package's 316 (35 KB of font). Run it after using an icon the app did not use before
// (tests/unit/build/icon-subset.test.ts says when). Needs fonttools with brotli
// (Debian: apt-get install python3-fonttools python3-brotli).
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { APP_CSS, iconCodes, PACKAGE_CSS, usedIcons } from './lib/icon-usage.mjs';

const root = resolve(import.meta.dirname, '..');
const packageCss = readFileSync(join(root, PACKAGE_CSS), 'utf8');
const codes = iconCodes(packageCss);
const icons = usedIcons(root);

// The package's base rules (.pi, .pi-fw, .pi-spin and its keyframes) come before the first icon.
const base = packageCss.slice(packageCss.indexOf('.pi {'), packageCss.search(/\n\.pi-[a-z0-9-]+:before/));
const fontFace = `@font-face {
    font-family: 'primeicons';
    font-display: block;
    src: url('./primeicons.woff2') format('woff2');
    font-weight: normal;
    font-style: normal;
}`;
const rules = icons.map((name) => `.pi-${name}:before {\n    content: "${codes.get(name)}";\n}`);
const header = `/* Made by scripts/subset-icons.mjs from primeicons ${JSON.parse(readFileSync(join(root, 'node_modules/primeicons/package.json'), 'utf8')).version} (MIT): the ${icons.length} icons the app uses. Do not edit. */`;
writeFileSync(join(root, APP_CSS), `${header}\n${fontFace}\n\n${base.trim()}\n\n${rules.join('\n\n')}\n`);

const unicodes = icons.map((name) => `U+${codes.get(name).slice(1)}`).join(',');
const font = join(root, dirname(APP_CSS), 'primeicons.woff2');
execFileSync('python3', ['-m', 'fontTools.subset', join(root, 'node_modules/primeicons/fonts/primeicons.ttf'), `--unicodes=${unicodes}`, '--flavor=woff2', `--output-file=${font}`], { stdio: 'inherit' });
console.log(`${icons.length} icons; ${APP_CSS}, ${font}: ${statSync(font).size} bytes`);
