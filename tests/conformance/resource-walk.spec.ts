import { manifestResources } from '../e2e/resource-walk/manifest';
import { walkResource } from '../e2e/resource-walk/walk';
import { signInAs } from '../deploy/support';
import { test } from './fixtures';

/**
 * Every resource of the manifest walked through the production build (tests/e2e/resource-walk/walk.ts):
 * its list, exports, column preferences, new, view, edit, lock and unlock. In a few groups, parallel
 * across workers, one sign-in per group and one step per resource (a failure names it).
 */
const GROUPS = 6;
for (let group = 0; group < GROUPS; group += 1) {
  const share = manifestResources.filter((_, index) => index % GROUPS === group);
  test(`list → exports → columns → novo → consulta → edita → lock → unlock: ${share.map((resource) => resource.segment).join(', ')}`, async ({
    page,
  }) => {
    test.setTimeout(share.length * 90_000);
    await signInAs(page, '/dashboard');
    for (const resource of share) await test.step(resource.plural, () => walkResource(page, resource));
  });
}
