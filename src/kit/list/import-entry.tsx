import { RecursoImportavel, type Recurso } from '@generated/api/model';
import { ImportLauncher } from '@/kit/import-wizard/import-launcher';
import { importLaunchTexts } from '@/kit/import-wizard/import-launch-texts';
import { importKindsOf } from '@/lib/imports/import-events';
import { permissionFor } from '@/lib/permissions/permission-flags';
import { usePermissions } from '@/lib/permissions/use-permissions';
import type { ResourceInfo } from '@/lib/resources/resource-info';
import { listTexts } from './list-texts';

const IMPORTABLE: readonly string[] = Object.values(RecursoImportavel);

function isImportable(recurso: Recurso): recurso is RecursoImportavel {
  return IMPORTABLE.includes(recurso);
}

/**
 * The list's import entry point: for importable resources and users holding IMPORTA_<prefix>,
 * an 'Importar' button opening the import wizard ('Importar <plural>'). The toll plaza list has a
 * second one, 'Importar valores', for the toll values (importa-valores-pedagio).
 */
export function ImportEntry({ resource }: { resource: ResourceInfo }) {
  const flags = usePermissions();
  const flag = permissionFor(resource.segment, 'import');
  const { recurso } = resource;
  if (!resource.importable || flag === null || !flags[flag] || !isImportable(recurso)) return null;
  return importKindsOf(recurso).map((kind, index) => (
    <ImportLauncher
      key={kind.id}
      kind={kind}
      label={index === 0 ? listTexts.import : importLaunchTexts.importValues}
    />
  ));
}
