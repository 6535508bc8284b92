import { describe, expect, it } from 'vitest';
import { PEER_MARKS, peerSite } from '../../../bench/measure-network';
import { describeProfile, emulatedConditions, NETWORK_PROFILES } from '../../../bench/network-profiles';
import { GROUPS, parseOptions } from '../../../bench/options';
import { peersNginxConf } from '../../../bench/serve-peers';
import { tallyTransfers } from '../../../bench/transfers';

describe('bench network profiles', () => {
  it('emulates Lighthouse’s mobile connection: 150 ms, 1.6 Mbps down, 750 Kbps up (1 Kbps = 1024 bit/s)', () => {
    expect(emulatedConditions('slow4g')).toEqual({
      offline: false,
      latency: 150,
      downloadThroughput: 209_715,
      uploadThroughput: 96_000,
    });
  });

  it('emulates a desktop on broadband: 40 ms, 10 Mbps down, 5 Mbps up', () => {
    expect(NETWORK_PROFILES.broadband).toMatchObject({ latencyMs: 40, downKbps: 10_240, upKbps: 5_120 });
    expect(emulatedConditions('broadband')).toMatchObject({
      latency: 40,
      downloadThroughput: 1_310_720,
      uploadThroughput: 655_360,
    });
  });

  it('describes a profile as the report prints it', () => {
    expect(describeProfile('slow4g')).toBe('150 ms, 1.6 Mbps down / 750 Kbps up');
    expect(describeProfile('broadband')).toBe('40 ms, 10 Mbps down / 5 Mbps up');
  });

  it('measures the network and Lighthouse by default, and each alone with --only', () => {
    expect(GROUPS).toContain('network');
    expect(GROUPS).toContain('lighthouse');
    expect([...parseOptions(['--only', 'network,lighthouse']).only]).toEqual(['network', 'lighthouse']);
  });
});

describe('bench bytes of a first visit', () => {
  const origin = 'http://127.0.0.1:4192';

  it('adds up everything the site sent, headers included, by resource type in KiB', () => {
    const tally = tallyTransfers(
      [
        { url: `${origin}/`, type: 'document', bytes: 1024 },
        { url: `${origin}/assets/index.js`, type: 'script', bytes: 40 * 1024 },
        { url: `${origin}/assets/app.js`, type: 'script', bytes: 10 * 1024 },
        { url: `${origin}/assets/index.css`, type: 'stylesheet', bytes: 5 * 1024 },
        { url: `${origin}/assets/inter.woff2`, type: 'font', bytes: 20 * 1024 },
        { url: `${origin}/dev/api/v1/cidades?page=0`, type: 'fetch', bytes: 3 * 1024 },
      ],
      origin,
    );
    expect(tally).toEqual({
      totalKB: 79,
      byTypeKB: { script: 50, font: 20, stylesheet: 5, fetch: 3, document: 1 },
      requests: 6,
      elsewhere: [],
    });
  });

  it('leaves other origins and data: URLs out of the total, naming the other origins', () => {
    const tally = tallyTransfers(
      [
        { url: `${origin}/`, type: 'document', bytes: 2048 },
        { url: 'https://tile.openstreetmap.org/1/1/1.png', type: 'image', bytes: 9999 },
        { url: 'data:image/svg+xml,<svg/>', type: 'image', bytes: 0 },
      ],
      origin,
    );
    expect(tally).toMatchObject({
      totalKB: 2,
      requests: 1,
      elsewhere: ['https://tile.openstreetmap.org/1/1/1.png'],
    });
  });
});

describe('bench peers on the network', () => {
  it('opens react-admin by its hash routes and Refine by paths, signed in through localStorage as their measure does', async () => {
    expect(peerSite('react-admin', 'http://127.0.0.1:4194')).toMatchObject({
      signInPath: '/#/login',
      listPath: '/#/paises',
    });
    const refine = peerSite('refine', 'http://127.0.0.1:4195');
    expect(refine).toMatchObject({
      signInPath: '/login',
      listPath: '/paises',
      signedOut: { marks: PEER_MARKS },
    });
    expect((await refine.signedIn()).initScript).toContain(
      "localStorage.setItem('peers-auth', 'token-demo')",
    );
    expect(PEER_MARKS.signInForm).toEqual({ selector: 'input[name="username"]' });
    expect(PEER_MARKS.tenthRow).toEqual({ selector: 'tbody tr:nth-child(10)', text: 'País' });
  });

  it('serves each peer as a single-page app with our compression: precompressed files, gzip and brotli', () => {
    const conf = peersNginxConf('/w', [{ root: '/w/sites/refine', port: 4195 }], true, null);
    expect(conf).toContain('listen 127.0.0.1:4195;');
    expect(conf).toContain('root /w/sites/refine;');
    expect(conf).toContain('try_files $uri $uri/ /index.html;');
    for (const directive of [
      'gzip_static on;',
      'gzip on;',
      'gzip_comp_level 6;',
      'brotli_static on;',
      'brotli on;',
    ])
      expect(conf).toContain(directive);
    expect(conf).toMatch(/gzip_types [^;]*application\/javascript[^;]*application\/json[^;]*image\/svg\+xml/);
    expect(conf).not.toContain('user ');
  });

  it('serves gzip only where nginx has no brotli modules', () => {
    const conf = peersNginxConf('/w', [{ root: '/w/sites/refine', port: 4195 }], false, 'root');
    expect(conf).not.toContain('brotli');
    expect(conf).toContain('gzip_static on;');
    expect(conf.split('\n')[0]).toBe('user root;');
  });
});
