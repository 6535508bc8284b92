import './customer-users.css';
import { Button } from 'primereact/button';
import { useId, useState } from 'react';
import type { UsuarioEmpresa } from '@generated/api/model';
import { NestedLayer } from '@/ui/nested-layer';
import { LockDialog } from '@/kit';
import { RightDrawer } from '@/ui/right-drawer';
import { useCustomerUserPermissions } from './customer-user-permissions';
import { CustomerUserList } from './customer-user-list';
import { customerUsersTexts as texts } from './customer-users-texts';
import { EditUserServerDialog } from './edit-user-server-dialog';

export interface CustomerUsersDialogProps {
  /** The customer whose users are listed. */
  empresa: { id: number; nome: string };
  visible: boolean;
  onHide: () => void;
  /** Offers 'Trocar cliente' (the users list's customer filter). */
  onChangeCustomer?: () => void;
}

/** The user a nested drawer is about (kept while it closes, so its content stays during the animation). */
type Open = { link: UsuarioEmpresa; visible: boolean } | null;

const opened = (link: UsuarioEmpresa): Open => ({ link, visible: true });
const hide = (current: Open): Open => current && { ...current, visible: false };

/**
 * The customer users dialog: the users linked to the customer (usuarios/por-empresa-id) with
 * search and paging; per user, change or remove the alternative server, lock / unlock the link (the
 * lock drawer sends the empresaId header) and send the confirmation e-mail. The list refreshes after each.
 */
export function CustomerUsersDialog({ empresa, visible, onHide, onChangeCustomer }: CustomerUsersDialogProps) {
  const searchId = useId();
  const can = useCustomerUserPermissions();
  const [server, setServer] = useState<Open>(null);
  const [locking, setLocking] = useState<Open>(null);

  return (
    <RightDrawer visible={visible} onHide={onHide} title={texts.title} className="customer-users" initialFocusId={searchId}>
      <div className="customer-users__body">
        <p className="customer-users__customer">
          <span>
            {texts.customer}: <strong>{empresa.nome}</strong>
          </span>
          {onChangeCustomer && <Button type="button" size="small" text icon="pi pi-building" label={texts.changeCustomer} onClick={onChangeCustomer} />}
        </p>
        {visible && (
          <CustomerUserList
            key={empresa.id}
            empresa={empresa}
            searchId={searchId}
            can={can}
            onChangeServer={(link) => setServer(opened(link))}
            onLock={(link) => setLocking(opened(link))}
          />
        )}
      </div>
      <NestedLayer>
        <EditUserServerDialog
          link={server?.link ?? null}
          empresaId={empresa.id}
          visible={server?.visible ?? false}
          onHide={() => setServer(hide)}
        />
        {locking && (
          <LockDialog
            recurso="usuarios"
            id={locking.link.usuario.id}
            empresaId={empresa.id}
            ativo={locking.link.ativo}
            recordLabel={locking.link.usuario.nome}
            visible={locking.visible}
            onHide={() => setLocking(hide)}
          />
        )}
      </NestedLayer>
    </RightDrawer>
  );
}
