import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useRef, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { ConfiguracaoFiscal } from '@generated/api/model';
import { LeaveDialog, useLeaveGuard } from '@/kit';
import { reportApiFormError } from '@/lib/forms/api-field-errors';
import { uiText } from '@/lib/messages';
import { toast } from '@/lib/toast/toast';
import {
  CONFIGURATION_FIELDS,
  configurationSchema,
  toConfigurationValues,
  type ConfigurationBody,
  type ConfigurationValues,
} from './configuration-schema';
import { ConfigurationSections } from './configuration-sections';
import { configurationTexts as texts } from './configuration-texts';

export interface ConfigurationFormProps {
  /** The configuration as the API answered it (read once: the form keeps what is typed). */
  config: ConfiguracaoFiscal;
  /** The config flag (ALT_CONF_): without it every input is disabled and there is no 'Salvar'. */
  canEdit: boolean;
  /** altera-configuracoes; resolves with the saved configuration. */
  save: (body: ConfigurationBody) => Promise<ConfiguracaoFiscal>;
}

/**
 * Ambiente, Emissão and Séries. 'Salvar' is enabled when the values are valid and changed, and disabled
 * while saving (a second submit is ignored). On success the saved values become the form's; on failure
 * the API's field errors show at their inputs (other errors as the red toast) and everything typed stays.
 * Leaving with unsaved changes asks first.
 */
export function ConfigurationForm({ config, canEdit, save }: ConfigurationFormProps) {
  const form = useForm<ConfigurationValues, unknown, ConfigurationBody>({
    resolver: zodResolver(configurationSchema),
    defaultValues: toConfigurationValues(config),
    mode: 'all',
  });
  const { handleSubmit, setError, reset, formState } = form;
  const saving = formState.isSubmitting;
  const { blocker } = useLeaveGuard(canEdit && formState.isDirty);
  const submitting = useRef(false);

  const onValid = async (body: ConfigurationBody) => {
    try {
      const saved = await save(body);
      reset(toConfigurationValues(saved));
      toast.success(texts.saved);
    } catch (error) {
      reportApiFormError(error, setError, { fields: [...CONFIGURATION_FIELDS] });
    }
  };

  // One save at a time: a second submit (double click, Enter) while one runs is ignored.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (submitting.current || !canEdit) {
      event.preventDefault();
      return;
    }
    submitting.current = true;
    void handleSubmit(onValid)(event).finally(() => {
      submitting.current = false;
    });
  };

  return (
    <FormProvider {...form}>
      <form className="config-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
        {canEdit && <p className="config-form__legend">{texts.requiredLegend}</p>}
        <ConfigurationSections disabled={!canEdit || saving} />
        {canEdit && (
          <div className="config-form__actions">
            <Button
              type="submit"
              label={saving ? texts.saving : uiText.save}
              icon="pi pi-check"
              loading={saving}
              disabled={saving || !formState.isDirty || !formState.isValid}
            />
          </div>
        )}
      </form>
      {canEdit && <LeaveDialog blocker={blocker} />}
    </FormProvider>
  );
}
