import { Link } from 'react-router-dom';
import { permissionFor } from '@/lib/permissions/permission-flags';
import { usePermissions } from '@/lib/permissions/use-permissions';
import { resourceTitles } from '@/lib/resources/resource-routes';
import type { ResourceInfo } from '../kit-types';
import { ImportEntry } from './import-entry';

/** The list's title (the resource's plural), the import entry and 'Novo …' / 'Nova …' (NOV_ only). */
interface ListHeaderProps {
  resource: ResourceInfo;
  basePath: string;
  titleId: string;
}

export function ListHeader({ resource, basePath, titleId }: ListHeaderProps) {
  const flags = usePermissions();
  const createFlag = permissionFor(resource.segment, 'create');
  const canCreate = createFlag !== null && flags[createFlag];
  return (
    <header className="resource-list__header">
      <h1 id={titleId} className="app-page-title resource-list__title">{resource.plural}</h1>
      <div className="resource-list__header-actions">
        <ImportEntry resource={resource} />
        {canCreate && (
          <Link to={`${basePath}/novo`} className="p-button p-component p-button-sm resource-list__create">
            <i className="pi pi-plus p-button-icon p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">{resourceTitles(resource).create}</span>
          </Link>
        )}
      </div>
    </header>
  );
}
