import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/ui/button';
import { useMemo } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import type { FormValues } from '@/kit/form/form-schema';
import { FormSections } from '@/kit/form/form-sections';
import { formTexts } from '@/kit/form/form-texts';
import { sectionFields } from '@/kit/form/kit-fields';
import { LeaveDialog } from '@/kit/form/leave-dialog';
import { FormMetaContext } from '@/kit/form/use-form-meta';
import { useLeaveGuard } from '@/kit/form/use-leave-guard';
import { useSingleSubmit } from '@/kit/form/use-single-submit';
import type { FormSection } from '@/kit/kit-types';
import { reportApiFormError } from '@/lib/forms/api-field-errors';
import { uiText } from '@/lib/messages';
import { toast } from '@/lib/toast/toast';
import { configTexts } from './config-texts';
import { configFormSchema, configValues } from './config-values';
import type { ConfigPageConfig } from './config-types';

export interface ConfigFormProps<C> {
  config: Pick<ConfigPageConfig<unknown, C>, 'sections' | 'schema'>;
  /** The configuration as the API answered it (read once: the form keeps what is typed). */
  data: C;
  /** The config flag: without it every input is disabled and there is no 'Salvar'. */
  canEdit: boolean;
  /** Saves the body; resolves with the saved configuration. */
  save: (body: FormValues) => Promise<C>;
}

/**
 * The sections of a configuration, checked as typed. 'Salvar' is enabled when the values are valid and
 * changed, and disabled while saving (a second submit is ignored). On success the saved values become the
 * form's; on failure the API's field errors show at their inputs (other errors as the red toast) and
 * everything typed stays. Leaving with unsaved changes asks first.
 */
export function ConfigForm<C>({ config, data, canEdit, save }: ConfigFormProps<C>) {
  const sections: readonly FormSection[] = config.sections;
  const schema = useMemo(() => configFormSchema(config), [config]);
  const meta = useMemo(() => ({ fields: sectionFields(sections), isEdit: true }), [sections]);
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: configValues(sections, data),
    mode: 'all',
  });
  const { handleSubmit, setError, reset, formState } = form;
  const saving = formState.isSubmitting;
  const { blocker } = useLeaveGuard(canEdit && formState.isDirty);

  const onValid = async (body: FormValues) => {
    try {
      const saved = await save(body);
      reset(configValues(sections, saved));
      toast.success(configTexts.saved);
    } catch (error) {
      reportApiFormError(error, setError, {
        fields: meta.fields.map((field) => field.name as FieldPath<FormValues>),
      });
    }
  };

  // Read-only: nothing to submit.
  const onSubmit = useSingleSubmit(handleSubmit(onValid), !canEdit);

  return (
    <FormMetaContext.Provider value={meta}>
      <FormProvider {...form}>
        <form className="resource-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
          {canEdit && <p className="resource-form__legend">{formTexts.requiredLegend}</p>}
          {/* Read-only: every input disabled, as while saving. */}
          <FormSections sections={sections} isEdit saving={saving || !canEdit} />
          {canEdit && (
            <div className="resource-form__actions">
              <Button
                type="submit"
                label={saving ? formTexts.saving : uiText.save}
                icon="pi pi-check"
                loading={saving}
                disabled={saving || !formState.isDirty || !formState.isValid}
              />
            </div>
          )}
        </form>
        {canEdit && <LeaveDialog blocker={blocker} />}
      </FormProvider>
    </FormMetaContext.Provider>
  );
}
