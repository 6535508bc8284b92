import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { listaPaises } from '@generated/api/paises/paises';
import type { FieldProps, KitField } from '@/kit/field-types';
import { ADDRESS_FIELDS } from '@/kit/kinds/address/definition';
import { useFormMeta } from '@/kit/form/use-form-meta';
import { isBlank } from '@/kit/form/value-path';
import { cidadeSource, DEFAULT_COUNTRY_SIGLA, paisSource } from './address-sources';
import { fieldTexts } from './field-texts';
import { LeafField } from './leaf-field';
import { useCepLookup } from './use-cep-lookup';
import { rememberReferenceItem, useReferenceItem } from './use-reference-options';

const FIELDS: readonly KitField[] = ADDRESS_FIELDS.map((field) => {
  if (field.name === 'cidadeId') return { ...field, reference: cidadeSource };
  if (field.name === 'paisId') return { ...field, reference: paisSource };
  return field;
});

/** The form-only UF follows the city (chosen in the picker, or loaded with the record). */
function useUfFromCity(name: string) {
  const { control, resetField, getValues } = useFormContext();
  const cidadeId = useWatch({ control, name: `${name}.cidadeId` }) as unknown;
  const city = useReferenceItem(cidadeSource, typeof cidadeId === 'number' ? cidadeId : null);
  const uf = (city.data as { uf?: string } | undefined)?.uf;
  useEffect(() => {
    const current: unknown = getValues(`${name}.uf`);
    const next = typeof cidadeId === 'number' ? (uf ?? current) : '';
    // Reset, not set: the UF is derived, it never makes the form "changed" by itself.
    if (next !== undefined && next !== current) resetField(`${name}.uf`, { defaultValue: next });
  }, [cidadeId, uf, name, resetField, getValues]);
}

/** A new record's address starts in Brazil (found by sigla among the active countries). */
function useDefaultCountry(name: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const { getValues, resetField } = useFormContext();
  const params = { situacao: 'UNLOCK', pagina: 1, limitePagina: 10, sigla: DEFAULT_COUNTRY_SIGLA } as const;
  const brasil = useQuery({
    queryKey: ['reference', paisSource.key, params],
    queryFn: ({ signal }) => listaPaises(params, undefined, signal),
    enabled,
  });
  const found = brasil.data?.items.find((pais) => pais.sigla === DEFAULT_COUNTRY_SIGLA);
  useEffect(() => {
    if (!enabled || !found || !isBlank(getValues(`${name}.paisId`))) return;
    rememberReferenceItem(queryClient, paisSource, found);
    resetField(`${name}.paisId`, { defaultValue: found.id });
  }, [enabled, found, name, getValues, resetField, queryClient]);
}

/**
 * address: the Endereco sub-form. CEP (masked, looked up once 8 digits are typed), logradouro, número,
 * complemento, bairro, city (active cities) and country (active countries; Brasil on a new record).
 * Values: { cep: 8 digits, logradouro, numero, complemento, bairro, cidadeId, paisId, uf (form-only) }.
 */
export function AddressField({ field, name, disabled, labelShownByHeading }: FieldProps) {
  const { isEdit } = useFormMeta();
  const { formState, getFieldState } = useFormContext();
  // A message for the address as a whole (e.g. from the API at 'endereco').
  const ownError = getFieldState(name, formState).error?.message;
  const searching = useCepLookup(name, disabled);
  useUfFromCity(name);
  useDefaultCountry(name, !isEdit && !disabled);
  return (
    <fieldset className="resource-subform resource-span-12" aria-busy={searching || undefined}>
      <legend className={labelShownByHeading ? 'app-visually-hidden' : 'resource-subform__legend'}>
        {field.label}
      </legend>
      <div className="resource-grid">
        {FIELDS.map((child) => (
          <LeafField
            key={child.name}
            field={child}
            name={`${name}.${child.name}`}
            scope={`${name}.`}
            disabled={disabled}
          />
        ))}
      </div>
      {ownError && (
        <small className="p-error resource-field__error" role="alert">
          {ownError}
        </small>
      )}
      {searching && (
        <p className="resource-subform__status" role="status">
          {fieldTexts.address.searchingCep}
        </p>
      )}
    </fieldset>
  );
}
