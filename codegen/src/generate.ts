import * as prettier from 'prettier';
import type { Contract } from './contract';
import type { Manifest } from './manifest-schema';
import { configPageFile, renderConfigForms, renderConfigPage } from './templates/config';
import { renderEnums } from './templates/enums';
import { renderFormPage } from './templates/form';
import { renderListPage } from './templates/list';
import { renderListQuery } from './templates/list-query';
import { renderMockResources } from './templates/mock-resources';
import { renderOperations } from './templates/operations';
import { renderPermissions } from './templates/permissions';
import { renderReference } from './templates/references';
import { renderResourceGroups } from './templates/resource-groups';
import { renderResources } from './templates/resources';
import { renderRoutes, ROUTES_FILE } from './templates/routes';
import { listQueryFile, pageFile, referenceFile, TABLES } from './templates/shared';
import { subListFiles } from './templates/sub-list';
import { renderViewPage } from './templates/view';

/** One output file, its path relative to the repository root. */
export interface GeneratedFile {
  path: string;
  content: string;
}

/**
 * Every output of a validated manifest, unformatted; the contract says what blank form values are sent as,
 * and gives the list of its operations (generated/tables/operations.ts, written only when it is given).
 */
export function renderManifest(manifest: Manifest, contract?: Contract): GeneratedFile[] {
  const pages = manifest.resources.flatMap((resource) => [
    { path: listQueryFile(resource), content: renderListQuery({ manifest, resource }) },
    { path: pageFile(resource, 'list'), content: renderListPage({ manifest, resource }) },
    { path: pageFile(resource, 'form'), content: renderFormPage({ manifest, resource, contract }) },
    { path: pageFile(resource, 'view'), content: renderViewPage({ manifest, resource }) },
    ...(resource.config
      ? [
          {
            path: configPageFile(resource),
            content: renderConfigPage({ manifest, resource }, resource.config),
          },
        ]
      : []),
    ...subListFiles(manifest, resource),
  ]);
  const references = Object.entries(manifest.references).map(([name, reference]) => ({
    path: referenceFile(name),
    content: renderReference(name, reference),
  }));
  return [
    { path: `${TABLES}/resources.ts`, content: renderResources({ manifest }) },
    { path: `${TABLES}/resource-groups.ts`, content: renderResourceGroups({ manifest }) },
    { path: `${TABLES}/enums.ts`, content: renderEnums({ manifest }) },
    { path: `${TABLES}/permissions.ts`, content: renderPermissions({ manifest }) },
    { path: `${TABLES}/mock-resources.ts`, content: renderMockResources({ manifest }) },
    { path: ROUTES_FILE, content: renderRoutes({ manifest }) },
    { path: `${TABLES}/config-forms.ts`, content: renderConfigForms({ manifest }) },
    ...(contract ? [{ path: `${TABLES}/operations.ts`, content: renderOperations(contract) }] : []),
    ...references,
    ...pages,
  ];
}

/** Formats the files with the repository's prettier options. */
export async function formatFiles(
  files: readonly GeneratedFile[],
  options: prettier.Options,
): Promise<GeneratedFile[]> {
  return Promise.all(
    files.map(async (item) => ({
      path: item.path,
      content: await prettier.format(item.content, { ...options, filepath: item.path }),
    })),
  );
}
