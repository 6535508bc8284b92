import { deploymentSuiteConfig } from '../deploy/suite-config';

/**
 * The random-data run (scripts/conformance-e2e.sh, issue 37): the production build behind nginx in front
 * of Stoplight Prism's mock mode, which answers every call with random data the contract allows
 * (conformance/random-data-api.ts pins only the session's administrator).
 */
export default deploymentSuiteConfig({ name: 'random-data', timeout: 120_000 });
