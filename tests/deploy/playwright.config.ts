import { deploymentSuiteConfig } from './suite-config';

/**
 * The production deployment suite (scripts/deploy-e2e.sh): Debian's Chromium against nginx on
 * loopback (deploy/, rendered for DEPLOY_PORT) serving the production build, in front of the mock API
 * over real HTTP (mocks/http-server.ts).
 */
export default deploymentSuiteConfig({ name: 'deploy' });
