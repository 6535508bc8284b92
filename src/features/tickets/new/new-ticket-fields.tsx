import { Dropdown } from '@/ui/primereact/dropdown';
import { InputText } from '@/ui/primereact/inputtext';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { empresasReference } from '@generated/tables/references/empresas';
import { AttachmentInput } from '../attachments/attachment-input';
import { FieldControl, FieldFrame, ReferencePicker, describedByIds } from '@/kit';
import { RichTextEditor } from '@/ui/rich-text/rich-text-editor';
import { SETOR_OPTIONS } from '@/lib/format/ticket-labels';
import { ticketTexts as texts } from '../ticket-texts';
import type { NewTicketInput, NewTicketValues } from './new-ticket-schema';

const ID = 'novo-chamado';
const ids = {
  setor: `${ID}-setor`,
  empresaId: `${ID}-cliente`,
  titulo: `${ID}-titulo`,
  descricao: `${ID}-descricao`,
  anexos: `${ID}-anexos`,
};

interface NewTicketFieldsProps {
  form: UseFormReturn<NewTicketInput, unknown, NewTicketValues>;
  disabled: boolean;
}

/** The inputs of the new ticket form, each with its label, hint and error. */
export function NewTicketFields({ form, disabled }: NewTicketFieldsProps) {
  const { control, register, formState, watch } = form;
  const errors = formState.errors;
  const titleLength = watch('titulo')?.length ?? 0;
  const tituloError = errors.titulo?.message;
  const titleHint = texts.tituloCount(titleLength);

  return (
    <div className="resource-grid ticket-form__fields">
      <FieldControl control={control} name="setor" id={ids.setor} label={texts.setor} required span={6}>
        {(field, bound) => (
          <Dropdown
            inputId={ids.setor}
            {...bound}
            onChange={(event) => field.onChange(event.value)}
            options={[...SETOR_OPTIONS]}
            placeholder={texts.selectPlaceholder}
            disabled={disabled}
          />
        )}
      </FieldControl>
      <FieldFrame id={ids.empresaId} label={texts.cliente} span={6}>
        <Controller
          control={control}
          name="empresaId"
          render={({ field }) => (
            <ReferencePicker
              id={ids.empresaId}
              source={empresasReference}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              placeholder={texts.clientePlaceholder}
              disabled={disabled}
            />
          )}
        />
      </FieldFrame>
      <FieldFrame
        id={ids.titulo}
        label={texts.titulo}
        required
        error={tituloError}
        hint={titleHint}
        span={12}
      >
        <InputText
          id={ids.titulo}
          {...register('titulo')}
          disabled={disabled}
          invalid={Boolean(tituloError)}
          aria-invalid={Boolean(tituloError) || undefined}
          aria-describedby={describedByIds(ids.titulo, { error: tituloError, hint: titleHint }).describedBy}
        />
      </FieldFrame>
      <FieldControl control={control} name="descricao" id={ids.descricao} label={texts.descricao} required>
        {(field, bound) => (
          <RichTextEditor
            id={ids.descricao}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
            invalid={bound.invalid}
            ariaLabelledBy={`${ids.descricao}-label`}
            ariaDescribedBy={bound['aria-describedby']}
          />
        )}
      </FieldControl>
      <div className="resource-field resource-span-12">
        <Controller
          control={control}
          name="anexos"
          render={({ field }) => (
            <AttachmentInput
              id={ids.anexos}
              files={field.value}
              onChange={field.onChange}
              disabled={disabled}
            />
          )}
        />
      </div>
    </div>
  );
}
