import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { UsuarioEmpresa } from '@generated/api/model';
import { servidoresReference } from '@generated/references/servidores';
import { ReferencePicker } from '@/kit';
import { RightDrawer } from '@/ui/right-drawer';
import { reportApiFormError } from '@/lib/forms/api-field-errors';
import { uiText } from '@/lib/messages';
import { customerUsersTexts as texts } from './customer-users-texts';
import { useChangeUserServer } from './use-customer-user-actions';
import { userServerSchema, type UserServerValues } from './user-server-schema';

export interface EditUserServerDialogProps {
  /** The user's link to the customer (UsuarioEmpresa); null while closed. */
  link: UsuarioEmpresa | null;
  empresaId: number;
  visible: boolean;
  onHide: () => void;
}

/**
 * 'Alteração de servidor do usuário': the user's name and a picker of active servers;
 * 'Salvar' is enabled when a server is chosen and it differs from the current one, and sends
 * altera-servidor with servidorId. A refusal keeps the choice and shows the API's message.
 */
export function EditUserServerDialog({ link, empresaId, visible, onHide }: EditUserServerDialogProps) {
  const ids = useId();
  const pickerId = `${ids}-servidor`;
  return (
    <RightDrawer visible={visible} onHide={onHide} title={uiText.editUserServerTitle} className="customer-users__server-drawer" initialFocusId={pickerId}>
      {visible && link && <EditUserServerForm key={link.id} link={link} empresaId={empresaId} pickerId={pickerId} onHide={onHide} />}
    </RightDrawer>
  );
}

interface FormProps {
  link: UsuarioEmpresa;
  empresaId: number;
  pickerId: string;
  onHide: () => void;
}

function EditUserServerForm({ link, empresaId, pickerId, onHide }: FormProps) {
  const errorId = `${pickerId}-error`;
  const initial = link.servidor ? { id: link.servidor.id, nome: link.servidor.nome } : null;
  const { control, handleSubmit, setError } = useForm<UserServerValues>({
    resolver: zodResolver(userServerSchema),
    defaultValues: { servidor: initial },
    mode: 'onChange',
  });
  const servidor = useWatch({ control, name: 'servidor' });
  const change = useChangeUserServer(empresaId);
  const saving = change.isPending;
  const canSave = servidor !== null && servidor.id !== initial?.id && !saving;

  const onSubmit = handleSubmit(async (values) => {
    if (!values.servidor || !canSave) return;
    try {
      await change.mutateAsync({ id: link.id, data: { servidorId: values.servidor.id } });
      onHide();
    } catch (error) {
      reportApiFormError(error, setError, { fields: ['servidor'], aliases: { servidorId: 'servidor' } });
    }
  });

  return (
    <form className="customer-users__server-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      <p className="customer-users__server-user">
        <span>{texts.user}: </span>
        <strong>{link.usuario.nome}</strong>
      </p>
      <Controller
        control={control}
        name="servidor"
        render={({ field, fieldState }) => (
          <div className="customer-users__field">
            <label htmlFor={pickerId} className="customer-users__label">
              {texts.server}
              <span aria-hidden="true"> *</span>
            </label>
            <ReferencePicker
              id={pickerId}
              source={servidoresReference}
              value={field.value?.id ?? null}
              onChange={(id, item) => field.onChange(id === null ? null : { id, nome: (item as { nome?: string } | undefined)?.nome })}
              onBlur={field.onBlur}
              disabled={saving}
              invalid={fieldState.invalid}
              aria-describedby={fieldState.error ? errorId : undefined}
            />
            {fieldState.error && (
              <small id={errorId} className="p-error customer-users__error">
                {fieldState.error.message}
              </small>
            )}
          </div>
        )}
      />
      <div className="customer-users__drawer-actions">
        <Button type="button" label={uiText.close} outlined onClick={onHide} />
        <Button type="submit" label={saving ? texts.saving : uiText.save} icon="pi pi-check" loading={saving} disabled={!canSave} />
      </div>
    </form>
  );
}
