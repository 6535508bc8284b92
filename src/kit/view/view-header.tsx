import { Button } from '@/ui/button';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MapButton } from '@/ui/map/map-button';
import type { MapPlace } from '@/ui/map/map-types';
import { formatAtivo } from '@/lib/format/labels';
import { usePermissions } from '@/lib/permissions/use-permissions';
import { permissionFor } from '@/lib/permissions/permission-flags';
import { resourceTitles } from '@/lib/resources/resource-info';
import type { ResourceInfo } from '@/lib/resources/resource-info';
import type { ResourceRecord } from '../query-types';
import { LockDialog } from '../lock-dialog';
import { useMayOpen } from './record-link';
import { lockActionIcon, lockTexts } from '../resource-texts';
import { viewTexts } from './view-texts';
import { listAddress } from '@/lib/navigation/list-return';

interface ViewHeaderProps {
  resource: ResourceInfo;
  record: ResourceRecord;
  label: string;
  /** The record's place on the map (resources with coordinates): a 'Ver no mapa' action. */
  place?: MapPlace | null;
  /** The resource's own record actions (ViewPageConfig.recordTools). */
  tools?: ReactNode;
}

/** Title, record name, status tag and the actions the user may take: configuration, edit and lock / unlock. */
export function ViewHeader({ resource, record, label, place, tools }: ViewHeaderProps) {
  const flags = usePermissions();
  const [locking, setLocking] = useState(false);
  const editFlag = permissionFor(resource.segment, 'edit');
  const lockFlag = permissionFor(resource.segment, 'lock');
  const canEdit = editFlag !== null && flags[editFlag];
  const canLock = lockFlag !== null && flags[lockFlag];
  const listPath = `/dashboard/${resource.segment}`;
  const mayOpen = useMayOpen();
  // The record's configuration page (customers, branches, units), for those who may open it.
  const configPath = resource.hasConfig ? `${listPath}/${record.id}/configuracoes` : null;

  return (
    <header className="app-page-header resource-view__header">
      <div className="resource-view__heading">
        <h1 className="app-page-title">{resourceTitles(resource).view}</h1>
        <p className="resource-view__label">
          <span>{label}</span>
          <span className={`resource-status resource-status--${record.ativo ? 'on' : 'off'}`}>
            <span className="app-visually-hidden">{viewTexts.status}: </span>
            {formatAtivo(record.ativo)}
          </span>
        </p>
      </div>
      <div className="resource-view__actions">
        <Link className="p-button p-button-text p-button-sm" to={listAddress(listPath)}>
          <i className="pi pi-arrow-left" aria-hidden="true" />
          <span className="p-button-label">{viewTexts.back}</span>
        </Link>
        {place && <MapButton place={place} />}
        {tools}
        {canLock && (
          <Button
            type="button"
            size="small"
            outlined
            severity={record.ativo ? 'danger' : 'success'}
            icon={lockActionIcon(record.ativo)}
            label={record.ativo ? lockTexts.lock : lockTexts.unlock}
            onClick={() => setLocking(true)}
          />
        )}
        {configPath && mayOpen(configPath) && (
          <Link className="p-button p-button-outlined p-button-sm" to={configPath}>
            <i className="pi pi-cog" aria-hidden="true" />
            <span className="p-button-label">{viewTexts.config}</span>
          </Link>
        )}
        {canEdit && (
          <Link className="p-button p-button-sm" to={`${listPath}/${record.id}/edita`}>
            <i className="pi pi-pencil" aria-hidden="true" />
            <span className="p-button-label">{viewTexts.edit}</span>
          </Link>
        )}
      </div>
      {canLock && (
        <LockDialog
          recurso={resource.recurso}
          id={record.id}
          ativo={record.ativo}
          recordLabel={label}
          visible={locking}
          onHide={() => setLocking(false)}
        />
      )}
    </header>
  );
}
