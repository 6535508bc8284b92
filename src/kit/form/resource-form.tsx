import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/ui/button';
import { useMemo } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { FormPageConfig } from '@/kit/kit-types';
import type { ResourceRecord } from '@/kit/query-types';
import { reportApiFormError } from '@/lib/forms/api-field-errors';
import { uiText } from '@/lib/messages';
import { buildFormSchema, type FormValues } from './form-schema';
import { FormSections } from './form-sections';
import { formTexts } from './form-texts';
import { sectionFields } from './kit-fields';
import { useSingleSubmit } from './use-single-submit';
import { LeaveDialog } from './leave-dialog';
import { FormMetaContext } from './use-form-meta';
import { useLeaveGuard } from './use-leave-guard';
import { useSaveRecord } from './use-save-record';
import { listAddress } from '@/lib/navigation/list-return';

export interface ResourceFormProps<T extends ResourceRecord, V extends Record<string, unknown>, B> {
  config: FormPageConfig<T, V, B>;
  /** The record being edited (null: create). */
  record: T | null;
}

/**
 * The create / edit form of a resource: sections of typed fields validated with the body schema and the
 * kind rules (form-schema.ts), 'Salvar' disabled while saving and, on edit, while nothing changed (a new
 * record's empty submit shows what is required), server
 * errors at their fields (values kept), and a confirmation before leaving with unsaved changes.
 */
export function ResourceForm<T extends ResourceRecord, V extends Record<string, unknown>, B>({
  config,
  record,
}: ResourceFormProps<T, V, B>) {
  const { resource, sections } = config;
  const isEdit = record !== null;
  const navigate = useNavigate();
  const schema = useMemo(
    () => buildFormSchema(isEdit ? config.updateSchema : config.createSchema, sections),
    [isEdit, config.updateSchema, config.createSchema, sections],
  );
  const meta = useMemo(() => ({ fields: sectionFields(sections), isEdit }), [sections, isEdit]);
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: (record ? config.toValues(record) : config.defaults) as FormValues,
    mode: 'onTouched',
  });
  const { handleSubmit, setError, formState } = form;
  const save = useSaveRecord(config, record?.id ?? null);
  const saving = save.isPending || formState.isSubmitting;
  const { blocker, allowLeave } = useLeaveGuard(formState.isDirty && !save.isSuccess);
  const listPath = `/dashboard/${resource.segment}`;

  const onValid = async (values: FormValues) => {
    try {
      // The resolver's output: the values the body schema (orval's zod of B) and the kind rules passed.
      const saved = await save.mutateAsync(values as B);
      allowLeave();
      navigate(`${listPath}/${saved.id}/consulta`);
    } catch (error) {
      const fields = meta.fields.map((field) => field.name as FieldPath<FormValues>);
      reportApiFormError(error, setError, { fields });
    }
  };

  const onSubmit = useSingleSubmit(handleSubmit(onValid), save.isPending);

  const otherProblems = (formState.errors.root as { schema?: { message?: string } } | undefined)?.schema
    ?.message;

  return (
    <FormMetaContext.Provider value={meta}>
      <FormProvider {...form}>
        <form className="resource-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
          <p className="resource-form__legend">{formTexts.requiredLegend}</p>
          {otherProblems && (
            <p className="resource-form__problems p-error" role="alert">
              {formTexts.otherProblems} {otherProblems}
            </p>
          )}
          <FormSections sections={sections} isEdit={isEdit} saving={saving} locality={config.locality} />
          <div className="resource-form__actions">
            <Button
              type="button"
              label={formTexts.cancel}
              outlined
              onClick={() => navigate(listAddress(listPath))}
              disabled={saving}
            />
            <Button
              type="submit"
              label={saving ? formTexts.saving : uiText.save}
              icon="pi pi-check"
              loading={saving}
              disabled={saving || (isEdit && !formState.isDirty)}
            />
          </div>
        </form>
        <LeaveDialog blocker={blocker} />
      </FormProvider>
    </FormMetaContext.Provider>
  );
}
