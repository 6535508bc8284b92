import { Button } from 'primereact/button';
import { lazy, Suspense, useState } from 'react';
import type { Servidor } from '@generated/api/model';
import type { RecordToolProps } from '@/components/resource/kit-types';
import { usePermissions } from '@/lib/permissions/use-permissions';
import { cloudStatusTexts as texts } from './cloud-status-texts';

// The dialog loads on first use only (the list chunk stays small).
const CloudStatusDialog = lazy(() => import('./cloud-status-dialog').then((module) => ({ default: module.CloudStatusDialog })));

/**
 * The servers' record tool (manifest recordTools): opens the cloud status dialog of a server hosted on a
 * cloud instance (magaluId). Nothing for servers without an instance or users who may not view servers;
 * the start command needs the edit permission (ALT_SERVIDOR).
 */
export function CloudStatusTool({ record, label, variant }: RecordToolProps<Servidor>) {
  const flags = usePermissions();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const magaluId = record.magaluId;
  if (!magaluId || !flags.canViewServers) return null;
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      {variant === 'row' ? (
        <Button
          type="button"
          icon="pi pi-cloud"
          rounded
          text
          size="small"
          className="resource-list__action"
          aria-label={texts.titleOf(label)}
          title={texts.title}
          onClick={show}
        />
      ) : (
        <Button type="button" size="small" outlined icon="pi pi-cloud" label={texts.title} onClick={show} />
      )}
      {opened && (
        <Suspense fallback={null}>
          <CloudStatusDialog
            visible={open}
            onHide={() => setOpen(false)}
            server={label}
            magaluId={magaluId}
            canCommand={flags.canEditServer}
          />
        </Suspense>
      )}
    </>
  );
}
