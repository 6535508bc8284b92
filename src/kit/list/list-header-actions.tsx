import { Link } from 'react-router-dom';
import { permissionFor } from '@/lib/permissions/permission-flags';
import { usePermissions } from '@/lib/permissions/use-permissions';
import { resourceTitles } from '@/lib/resources/resource-info';
import type { ResourceInfo } from '@/lib/resources/resource-info';
import { ImportEntry } from './import-entry';

interface ListHeaderActionsProps {
  resource: ResourceInfo;
  basePath: string;
}

/** Beside the list's title: the import entry and 'Novo …' / 'Nova …' (NOV_ only). */
export function ListHeaderActions({ resource, basePath }: ListHeaderActionsProps) {
  const flags = usePermissions();
  const createFlag = permissionFor(resource.segment, 'create');
  const canCreate = createFlag !== null && flags[createFlag];
  return (
    <>
      <ImportEntry resource={resource} />
      {canCreate && (
        <Link to={`${basePath}/novo`} className="p-button p-component p-button-sm resource-list__create">
          <i className="pi pi-plus p-button-icon p-button-icon-left" aria-hidden="true" />
          <span className="p-button-label">{resourceTitles(resource).create}</span>
        </Link>
      )}
    </>
  );
}
