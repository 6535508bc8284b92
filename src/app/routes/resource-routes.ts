/**
 * The resource table moved to src/lib/resources/resource-routes.ts so that features, permissions and
 * generated pages (which may not import src/app) share it. This path stays as a re-export.
 */
export * from '@/lib/resources/resource-routes';
