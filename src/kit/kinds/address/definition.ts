import { fieldTexts } from '@/kit/fields/field-texts';
import type { KitField } from '@/kit/field-types';
import { kitView } from '../kind-display';
import type { KindDefinition, KindDisplay } from '../kind-types';

const addressTexts = fieldTexts.address;

/** The Endereco of openapi/schemas/common.yaml; `uf` is form-only (IE checks), filled from the city. */
export const ADDRESS_FIELDS: readonly KitField[] = [
  { name: 'cep', label: addressTexts.cep, kind: 'cep', required: true, span: 3 },
  { name: 'logradouro', label: addressTexts.logradouro, kind: 'upper', required: true, span: 6 },
  { name: 'numero', label: addressTexts.numero, kind: 'upper', required: true, span: 3 },
  { name: 'complemento', label: addressTexts.complemento, kind: 'upper', span: 6 },
  { name: 'bairro', label: addressTexts.bairro, kind: 'upper', required: true, span: 6 },
  { name: 'cidadeId', label: addressTexts.cidade, kind: 'reference', required: true, span: 8 },
  { name: 'paisId', label: addressTexts.pais, kind: 'reference', required: true, span: 4 },
  { name: 'uf', label: addressTexts.uf, kind: 'uf', hidden: true },
];

/** The Endereco sub-form (CEP lookup fills it). */
export const definition: KindDefinition = {
  name: 'address',
  empty: { cep: '', logradouro: '', numero: '', complemento: '', bairro: '', cidadeId: null, paisId: null },
  shape: 'object',
  children: ADDRESS_FIELDS,
};

export const display: KindDisplay = { view: kitView('AddressView'), wide: true };
