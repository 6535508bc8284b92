import './edit-user-server.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/ui/button';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { UsuarioEmpresa } from '@generated/api/model';
import { servidoresReference } from '@generated/tables/references/servidores';
import { ReferencePicker, type SubListDialogProps } from '@/kit';
import { RightDrawer } from '@/ui/right-drawer';
import { reportApiFormError } from '@/lib/forms/api-field-errors';
import { uiText } from '@/lib/messages';
import { editUserServerTexts as texts } from './edit-user-server-texts';
import { useChangeUserServer } from './use-change-user-server';
import { userServerSchema, type UserServerValues } from './user-server-schema';

/**
 * 'Alteração de servidor do usuário': the user's name and a picker of active servers;
 * 'Salvar' is enabled when a server is chosen and it differs from the current one, and sends
 * altera-servidor with servidorId. A refusal keeps the choice and shows the API's message. The action
 * 'Alterar servidor' of the customer users sub-list (manifest subLists of empresas); `row` is the user's
 * link to the customer.
 */
export function EditUserServerDialog({ row, visible, onHide, refresh }: SubListDialogProps<UsuarioEmpresa>) {
  const ids = useId();
  const pickerId = `${ids}-servidor`;
  return (
    <RightDrawer
      visible={visible}
      onHide={onHide}
      title={uiText.editUserServerTitle}
      className="edit-user-server"
      initialFocusId={pickerId}
    >
      {visible && (
        <EditUserServerForm key={row.id} link={row} refresh={refresh} pickerId={pickerId} onHide={onHide} />
      )}
    </RightDrawer>
  );
}

interface FormProps {
  link: UsuarioEmpresa;
  refresh: () => Promise<void>;
  pickerId: string;
  onHide: () => void;
}

function EditUserServerForm({ link, refresh, pickerId, onHide }: FormProps) {
  const errorId = `${pickerId}-error`;
  const initial = link.servidor ? { id: link.servidor.id, nome: link.servidor.nome } : null;
  const { control, handleSubmit, setError } = useForm<UserServerValues>({
    resolver: zodResolver(userServerSchema),
    defaultValues: { servidor: initial },
    mode: 'onChange',
  });
  const servidor = useWatch({ control, name: 'servidor' });
  const change = useChangeUserServer(refresh);
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
    <form className="edit-user-server__form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      <p className="edit-user-server__user">
        <span>{texts.user}: </span>
        <strong>{link.usuario.nome}</strong>
      </p>
      <Controller
        control={control}
        name="servidor"
        render={({ field, fieldState }) => (
          <div className="edit-user-server__field">
            <label htmlFor={pickerId} className="edit-user-server__label">
              {texts.server}
              <span aria-hidden="true"> *</span>
            </label>
            <ReferencePicker
              id={pickerId}
              source={servidoresReference}
              value={field.value?.id ?? null}
              onChange={(id, item) =>
                field.onChange(
                  id === null ? null : { id, nome: (item as { nome?: string } | undefined)?.nome },
                )
              }
              onBlur={field.onBlur}
              disabled={saving}
              invalid={fieldState.invalid}
              aria-describedby={fieldState.error ? errorId : undefined}
            />
            {fieldState.error && (
              <small id={errorId} className="p-error edit-user-server__error">
                {fieldState.error.message}
              </small>
            )}
          </div>
        )}
      />
      <div className="edit-user-server__actions">
        <Button type="button" label={uiText.close} outlined onClick={onHide} />
        <Button
          type="submit"
          label={saving ? texts.saving : uiText.save}
          icon="pi pi-check"
          loading={saving}
          disabled={!canSave}
        />
      </div>
    </form>
  );
}
