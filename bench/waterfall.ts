/**
 * `npm run bench:waterfall -- [path] [slow4g|broadband] [--skip-build]`: where the time of one cold load
 * goes. Serves the production build as the bench does (nginx in front of the mock API), opens `path`
 * (default /dashboard/cidades; signed in unless it is /) in a fresh context with the CPU slowed down 4x
 * and the connection emulated, and prints every request (start, end, KB on the wire, from the
 * navigation) with the moment the page's content was painted and its LCP. Timings are one run's: read
 * them for the order of things and the gaps between them, not as figures (npm run bench has those).
 */
import { finalLcp, launchBrowser, openPage, waitForMark } from './browser';
import { emulatedConditions, NETWORK_PROFILE_NAMES, type NetworkProfileName } from './network-profiles';
import { build, hasBuild, PORTS, signInThroughApi, startMockApi, startNginx } from './serve';

interface Request {
  url: string;
  start: number;
  end?: number;
  bytes?: number;
}

const args = process.argv.slice(2);
const path = args.find((arg) => arg.startsWith('/')) ?? '/dashboard/cidades';
const profile = (args.find((arg) => (NETWORK_PROFILE_NAMES as string[]).includes(arg)) ??
  'slow4g') as NetworkProfileName;
if (!args.includes('--skip-build') || !hasBuild('production')) await build('production');

const services = [await startMockApi(), await startNginx()];
const browser = await launchBrowser();
try {
  const base = `http://127.0.0.1:${PORTS.nginx}`;
  const signedIn = path !== '/';
  const session = signedIn ? await signInThroughApi(`http://127.0.0.1:${PORTS.mock}`) : undefined;
  const { page, cdp, context } = await openPage(browser, base, 4, { session });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', emulatedConditions(profile));
  const requests = new Map<string, Request>();
  let origin = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    origin ||= event.timestamp;
    requests.set(event.requestId, {
      url: event.request.url.replace(base, ''),
      start: (event.timestamp - origin) * 1000,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.end = (event.timestamp - origin) * 1000;
    request.bytes = event.encodedDataLength;
  });
  await page.goto(base + path, { waitUntil: 'commit' });
  const mark = await waitForMark(page, signedIn ? 'tenthRow' : 'signInForm');
  await page.waitForTimeout(1500);
  const lcp = await finalLcp(page);
  console.log(
    `${path}, ${profile}, CPU 4x: content painted at ${Math.round(mark.painted)} ms, LCP ${lcp ? `${Math.round(lcp.t)} ms (${lcp.element})` : 'n/a'}`,
  );
  console.log('start ms   end ms     KB  request');
  for (const request of [...requests.values()].sort((a, b) => a.start - b.start)) {
    const end = request.end === undefined ? '…' : String(Math.round(request.end));
    const kb = ((request.bytes ?? 0) / 1024).toFixed(1);
    console.log(
      `${String(Math.round(request.start)).padStart(8)} ${end.padStart(8)} ${kb.padStart(6)}  ${request.url.slice(0, 100)}`,
    );
  }
  await context.close();
} finally {
  await browser.close();
  for (const service of services.reverse()) await service.stop();
}
