/**
 * The connections the network group emulates (CDP Network.emulateNetworkConditions), on top of the CPU
 * slowdown. Rates follow Lighthouse's convention: 1 Mbps = 1024 Kbps, 1 Kbps = 1024 bits per second.
 *
 * 'slow4g' is the connection of Lighthouse's mobile profile (150 ms round trip, 1.6 Mbps down,
 * 750 Kbps up). Lighthouse itself simulates it from an unthrottled trace (its default `simulate`
 * method); here the browser really waits, with these values as they are. Its `devtools` method would
 * add 3.75× to the latency and take 10 % off the rates to imitate packet-level throttling, so this
 * profile is a little kinder than Lighthouse's devtools one: the figures compare sites, not that tool.
 *
 * 'broadband' is a desktop on an ordinary office line: the round trip and download rate of Lighthouse's
 * desktop profile (40 ms, 10 Mbps) and half of it up (5 Mbps).
 */
export const NETWORK_PROFILES = {
  slow4g: { title: 'Slow 4G', latencyMs: 150, downKbps: 1.6 * 1024, upKbps: 750 },
  broadband: { title: 'Broadband', latencyMs: 40, downKbps: 10 * 1024, upKbps: 5 * 1024 },
} as const;

export type NetworkProfileName = keyof typeof NETWORK_PROFILES;
export const NETWORK_PROFILE_NAMES = Object.keys(NETWORK_PROFILES) as NetworkProfileName[];

/** The parameters of Network.emulateNetworkConditions (throughputs in bytes per second). */
export function emulatedConditions(name: NetworkProfileName) {
  const profile = NETWORK_PROFILES[name];
  return {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: Math.floor((profile.downKbps * 1024) / 8),
    uploadThroughput: Math.floor((profile.upKbps * 1024) / 8),
  };
}

/** '150 ms, 1.6 Mbps down / 750 Kbps up'. */
export function describeProfile(name: NetworkProfileName): string {
  const profile = NETWORK_PROFILES[name];
  const rate = (kbps: number) =>
    kbps >= 1024 ? `${Math.round((kbps / 1024) * 10) / 10} Mbps` : `${kbps} Kbps`;
  return `${profile.latencyMs} ms, ${rate(profile.downKbps)} down / ${rate(profile.upKbps)} up`;
}
