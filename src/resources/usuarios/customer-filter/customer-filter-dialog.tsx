import './customer-filter.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/ui/button';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Empresa } from '@generated/api/model';
import { empresasReference } from '@generated/tables/references/empresas';
import { ReferencePicker } from '@/kit';
import { RightDrawer } from '@/ui/right-drawer';
import { uiText } from '@/lib/messages';
import {
  customerFilterSchema,
  type ChosenCustomer,
  type CustomerFilterValues,
} from './customer-filter-schema';
import { customerFilterTexts as texts } from './customer-filter-texts';

export interface CustomerFilterDialogProps {
  visible: boolean;
  onHide: () => void;
  /** The customer in force, if any (the picker starts with it). */
  value: ChosenCustomer | null;
  /** Called with the chosen customer; the dialog then closes. */
  onApply: (empresa: ChosenCustomer) => void;
}

/**
 * The customer filter: one required customer picker listing only active customers
 * without limited access (the manifest's `empresas` reference: situacao UNLOCK, acessoLimitado false).
 * 'Aplicar' without a customer shows 'Campo obrigatório' at the field; 'Fechar' drops the choice.
 */
export function CustomerFilterDialog({ visible, onHide, value, onApply }: CustomerFilterDialogProps) {
  const ids = useId();
  const pickerId = `${ids}-empresa`;
  return (
    <RightDrawer
      visible={visible}
      onHide={onHide}
      title={texts.title}
      className="customer-filter"
      initialFocusId={pickerId}
    >
      {visible && <CustomerFilterForm pickerId={pickerId} value={value} onApply={onApply} onHide={onHide} />}
    </RightDrawer>
  );
}

type FormProps = Omit<CustomerFilterDialogProps, 'visible'> & { pickerId: string };

function CustomerFilterForm({ pickerId, value, onApply, onHide }: FormProps) {
  const errorId = `${pickerId}-error`;
  const hintId = `${pickerId}-hint`;
  const { control, handleSubmit } = useForm<CustomerFilterValues>({
    resolver: zodResolver(customerFilterSchema),
    defaultValues: { empresa: value },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(({ empresa }) => {
    if (!empresa) return;
    onApply(empresa);
    onHide();
  });

  return (
    <form className="customer-filter__form" noValidate onSubmit={onSubmit}>
      <Controller
        control={control}
        name="empresa"
        render={({ field, fieldState }) => (
          <div className="customer-filter__field">
            <label htmlFor={pickerId} className="customer-filter__label">
              {texts.customer}
              <span aria-hidden="true"> *</span>
            </label>
            <ReferencePicker
              id={pickerId}
              source={empresasReference}
              value={field.value?.id ?? null}
              onChange={(id, item) =>
                field.onChange(id === null ? null : { id, nome: (item as Empresa | undefined)?.nome ?? '' })
              }
              onBlur={field.onBlur}
              invalid={fieldState.invalid}
              aria-describedby={fieldState.error ? `${errorId} ${hintId}` : hintId}
            />
            <small id={hintId} className="customer-filter__hint">
              {texts.hint}
            </small>
            {fieldState.error && (
              <small id={errorId} className="p-error customer-filter__error">
                {fieldState.error.message}
              </small>
            )}
          </div>
        )}
      />
      <div className="customer-filter__actions">
        <Button type="button" label={uiText.close} outlined onClick={onHide} />
        <Button type="submit" label={uiText.apply} icon="pi pi-check" />
      </div>
    </form>
  );
}
