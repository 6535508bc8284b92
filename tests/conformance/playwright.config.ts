import { deploymentSuiteConfig } from '../deploy/suite-config';

/**
 * The conformance walk (scripts/conformance-e2e.sh, issue 37): Chromium through every screen and action
 * of the production build behind nginx, whose API calls cross the validating proxy (conformance/proxy.ts)
 * on their way to the API. The proxy's report, not these tests, says whether the calls kept to the
 * contract; the tests make sure the walk really happened. Each attempt has a database of its own
 * (./fixtures.ts), so a retry starts from the seed again.
 */
export default deploymentSuiteConfig({ name: 'conformance' });
