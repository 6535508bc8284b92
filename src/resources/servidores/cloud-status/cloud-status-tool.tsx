import { lazy } from 'react';
import type { Servidor } from '@generated/api/model';
import { RecordToolButton, type RecordToolProps } from '@/kit';
import { usePermissions } from '@/lib/permissions/use-permissions';
import { cloudStatusTexts as texts } from './cloud-status-texts';

// The dialog loads on first use only (the list chunk stays small).
const CloudStatusDialog = lazy(() =>
  import('./cloud-status-dialog').then((module) => ({ default: module.CloudStatusDialog })),
);

/**
 * The servers' record tool (manifest recordTools): opens the cloud status dialog of a server hosted on a
 * cloud instance (magaluId). Nothing for servers without an instance or users who may not view servers;
 * the start command needs the edit permission (ALT_SERVIDOR).
 */
export function CloudStatusTool({ record, label, variant }: RecordToolProps<Servidor>) {
  const flags = usePermissions();
  const magaluId = record.magaluId;
  if (!magaluId || !flags.canViewServers) return null;
  return (
    <RecordToolButton
      variant={variant}
      icon="pi pi-cloud"
      action={texts.title}
      rowLabel={texts.titleOf(label)}
      dialog={({ visible, hide }) => (
        <CloudStatusDialog
          visible={visible}
          onHide={hide}
          server={label}
          magaluId={magaluId}
          canCommand={flags.canEditServer}
        />
      )}
    />
  );
}
