import { Button } from 'primereact/button';
import { useEffect, useId, useState } from 'react';
import type { UsuarioEmpresa } from '@generated/api/model';
import { UserAvatar } from '@/ui/user-avatar';
import { lockTexts } from '@/kit';
import { formatAtivo } from '@/lib/format/labels';
import type { CustomerUserPermissions } from './customer-user-permissions';
import { customerUsersTexts as texts } from './customer-users-texts';
import { useRemoveUserServer, useSendConfirmationEmail } from './use-customer-user-actions';

export interface CustomerUserItemProps {
  link: UsuarioEmpresa;
  empresaId: number;
  can: CustomerUserPermissions;
  onChangeServer: (link: UsuarioEmpresa) => void;
  onLock: (link: UsuarioEmpresa) => void;
}

/** One user of the customer: name, e-mail, status, alternative server and the actions the user may take. */
export function CustomerUserItem({ link, empresaId, can, onChangeServer, onLock }: CustomerUserItemProps) {
  const { usuario, servidor } = link;
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveUserServer(empresaId);
  const email = useSendConfirmationEmail(empresaId);
  const nameId = useId();
  const changeId = `${nameId}-server`;
  const removeId = `${nameId}-remove`;
  const focus = (id: string) => document.getElementById(id)?.focus();

  return (
    <li className="customer-users__item" aria-labelledby={nameId}>
      <div className="customer-users__person">
        <UserAvatar name={usuario.nome} avatarUrl={usuario.avatarUrl} />
        <div className="customer-users__details">
          <p id={nameId} className="customer-users__name">
            {usuario.nome}
          </p>
          {usuario.email && <p className="customer-users__email">{usuario.email}</p>}
          <p className="customer-users__tags">
            <span className={`customer-users__status customer-users__status--${link.ativo ? 'on' : 'off'}`}>
              <span className="app-visually-hidden">{texts.status}: </span>
              {formatAtivo(link.ativo)}
            </span>
            <span className={`customer-users__email-state customer-users__email-state--${link.emailConfirmado ? 'ok' : 'pending'}`}>
              {link.emailConfirmado ? texts.emailConfirmed : texts.emailPending}
            </span>
          </p>
          <p className="customer-users__server">
            {servidor ? `${texts.alternativeServer}: ${servidor.nome ?? servidor.id}` : texts.customerServer}
          </p>
        </div>
      </div>
      <div className="customer-users__actions">
        {can.server && (
          <IconAction id={changeId} icon="pi pi-server" label={texts.changeServerOf(usuario.nome)} title={texts.changeServer} onClick={() => onChangeServer(link)} />
        )}
        {can.server && servidor && (
          <IconAction
            id={removeId}
            icon="pi pi-eraser"
            label={texts.removeServerOf(usuario.nome)}
            title={texts.removeServer}
            disabled={remove.isPending || confirming}
            onClick={() => setConfirming(true)}
          />
        )}
        {can.email && !link.emailConfirmado && (
          <IconAction
            icon="pi pi-envelope"
            label={texts.sendEmailOf(usuario.nome)}
            title={texts.sendEmail}
            loading={email.isPending}
            disabled={email.isPending}
            onClick={() => email.mutate(link)}
          />
        )}
        {can.lock && (
          <IconAction
            icon={link.ativo ? 'pi pi-lock' : 'pi pi-lock-open'}
            label={link.ativo ? texts.lockOf(usuario.nome) : texts.unlockOf(usuario.nome)}
            title={link.ativo ? lockTexts.lock : lockTexts.unlock}
            severity={link.ativo ? 'danger' : 'success'}
            onClick={() => onLock(link)}
          />
        )}
      </div>
      {confirming && (
        <RemoveConfirm
          user={usuario.nome}
          busy={remove.isPending}
          onCancel={() => {
            setConfirming(false);
            requestAnimationFrame(() => focus(removeId));
          }}
          onConfirm={() =>
            remove.mutate(
              { id: link.id },
              {
                onSuccess: () => focus(changeId),
                onSettled: () => setConfirming(false),
              },
            )
          }
        />
      )}
    </li>
  );
}

interface IconActionProps {
  id?: string;
  icon: string;
  label: string;
  title: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  severity?: 'danger' | 'success';
}

function IconAction({ id, icon, label, title, onClick, disabled, loading, severity }: IconActionProps) {
  return (
    <Button
      id={id}
      type="button"
      icon={icon}
      rounded
      text
      size="small"
      severity={severity}
      aria-label={label}
      title={title}
      disabled={disabled}
      loading={loading}
      onClick={onClick}
    />
  );
}

/** The confirmation step of the server removal, focused when it appears. */
function RemoveConfirm({ user, busy, onCancel, onConfirm }: { user: string; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  const messageId = useId();
  const confirmId = `${messageId}-confirm`;
  useEffect(() => document.getElementById(confirmId)?.focus(), [confirmId]);
  return (
    <div role="group" aria-labelledby={messageId} className="customer-users__confirm">
      <p id={messageId} className="customer-users__confirm-text">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {texts.removeConfirm(user)}
      </p>
      <div className="customer-users__confirm-actions">
        <Button type="button" size="small" outlined label={texts.cancel} disabled={busy} onClick={onCancel} />
        <Button id={confirmId} type="button" size="small" severity="danger" label={texts.remove} loading={busy} disabled={busy} onClick={onConfirm} />
      </div>
    </div>
  );
}
