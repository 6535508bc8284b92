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

/** 'Novo …' / 'Nova …' to the new-record form, for a user with the resource's create flag (NOV_); nothing otherwise. */
export function CreateRecordLink({ resource, basePath }: ListHeaderActionsProps) {
  const flags = usePermissions();
  const createFlag = permissionFor(resource.segment, 'create');
  if (createFlag === null || !flags[createFlag]) return null;
  return (
    <Link
      to={`${basePath}/novo`}
      className="p-button p-component p-button-sm resource-list__create"
      data-shortcut="new"
      aria-keyshortcuts="N"
    >
      <i className="pi pi-plus p-button-icon p-button-icon-left" aria-hidden="true" />
      <span className="p-button-label">{resourceTitles(resource).create}</span>
    </Link>
  );
}

/** Beside the list's title: the import entry and the new-record link. */
export function ListHeaderActions({ resource, basePath }: ListHeaderActionsProps) {
  return (
    <>
      <ImportEntry resource={resource} />
      <CreateRecordLink resource={resource} basePath={basePath} />
    </>
  );
}
