import './cloud-status.css';
import { Button } from '@/ui/button';
import { useId } from 'react';
import type { InstanciaNuvem } from '@generated/api/model';
import { RightDrawer, type DrawerVisibility } from '@/ui/right-drawer';
import { canStart, isTransitional, stateLabel, statusLabel } from './cloud-status-labels';
import { cloudStatusTexts as texts } from './cloud-status-texts';
import { useCloudStatus, useStartInstance } from './use-cloud-status';

export interface CloudStatusDialogProps extends DrawerVisibility {
  /** The server's name (shown above the instance). */
  server: string;
  magaluId: string;
  /** The user may send the start command (ALT_SERVIDOR). */
  canCommand: boolean;
}

/**
 * The cloud server status dialog: instance name, state and status in pt-BR, 'Atualizar',
 * and 'Ligar' only when the state is stopped and the status completed. While a transition is under way
 * the status is read again on its own. The body (and its polling) lives only while the dialog is open.
 */
export function CloudStatusDialog({ visible, onHide, server, magaluId, canCommand }: CloudStatusDialogProps) {
  const ids = useId();
  return (
    <RightDrawer
      visible={visible}
      onHide={onHide}
      title={texts.title}
      className="cloud-status-dialog"
      initialFocusId={`${ids}-refresh`}
    >
      {visible && (
        <CloudStatusBody
          ids={ids}
          server={server}
          magaluId={magaluId}
          canCommand={canCommand}
          onClose={onHide}
        />
      )}
    </RightDrawer>
  );
}

interface BodyProps {
  ids: string;
  server: string;
  magaluId: string;
  canCommand: boolean;
  onClose: () => void;
}

function CloudStatusBody({ ids, server, magaluId, canCommand, onClose }: BodyProps) {
  const status = useCloudStatus(magaluId);
  const start = useStartInstance(() => status.refetch());
  const instance = status.isError ? undefined : status.data;
  const refresh = () => void status.refetch({ cancelRefetch: false });
  const busy = start.isPending;

  return (
    <div className="cloud-status" aria-busy={status.isFetching || busy}>
      <p className="cloud-status__server">
        <span className="cloud-status__label">{texts.server}:</span> {server}
      </p>
      <div aria-live="polite" className="cloud-status__live">
        {status.isError ? (
          <div className="cloud-status__error" role="alert">
            <p>{texts.unavailable}</p>
            <Button
              type="button"
              size="small"
              outlined
              severity="danger"
              icon="pi pi-replay"
              label={texts.retry}
              onClick={refresh}
            />
          </div>
        ) : instance ? (
          <InstanceFacts instance={instance} />
        ) : (
          <p className="cloud-status__loading">
            <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {texts.loading}
          </p>
        )}
      </div>
      <div className="cloud-status__actions">
        <Button type="button" label={texts.close} outlined onClick={onClose} />
        <Button
          id={`${ids}-refresh`}
          type="button"
          outlined
          icon={`pi pi-refresh${status.isFetching ? ' pi-spin' : ''}`}
          label={texts.refresh}
          onClick={refresh}
        />
        {canCommand && instance && canStart(instance) && (
          <Button
            type="button"
            icon="pi pi-power-off"
            label={busy ? texts.starting : texts.start}
            loading={busy}
            disabled={busy}
            onClick={() => {
              if (!busy) start.mutate({ magaluId });
            }}
          />
        )}
      </div>
    </div>
  );
}

function InstanceFacts({ instance }: { instance: InstanciaNuvem }) {
  const moving = isTransitional(instance.status);
  return (
    <>
      <dl className="cloud-status__facts">
        <div>
          <dt>{texts.instance}</dt>
          <dd>{instance.name}</dd>
        </div>
        <div>
          <dt>{texts.state}</dt>
          <dd>
            <span className={`cloud-status__state cloud-status__state--${instance.state}`}>
              {stateLabel(instance.state)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{texts.status}</dt>
          <dd>
            {moving && <i className="pi pi-spin pi-spinner cloud-status__moving" aria-hidden="true" />}
            {statusLabel(instance.status)}
          </dd>
        </div>
      </dl>
      {moving && <p className="cloud-status__hint">{texts.following}</p>}
    </>
  );
}
