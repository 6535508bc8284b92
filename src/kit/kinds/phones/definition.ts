import { fieldTexts } from '@/kit/fields/field-texts';
import type { KitField } from '@/kit/field-types';
import { kitView } from '../kind-display';
import type { KindDefinition, KindDisplay } from '../kind-types';

const phoneTexts = fieldTexts.phones;

export const PHONE_TYPES = [
  { value: 'FIXO', label: phoneTexts.fixo },
  { value: 'CELULAR', label: phoneTexts.celular },
] as const;

/** The Telefone of openapi/schemas/common.yaml. */
export const PHONE_FIELDS: readonly KitField[] = [
  { name: 'tipo', label: phoneTexts.tipo, kind: 'enum', required: true, options: PHONE_TYPES, span: 3 },
  { name: 'numero', label: phoneTexts.numero, kind: 'phone', required: true, span: 3 },
  { name: 'operadora', label: phoneTexts.operadora, kind: 'upper', span: 3 },
  { name: 'observacao', label: phoneTexts.observacao, kind: 'upper', span: 3 },
];

/** Telefone[] rows. */
export const definition: KindDefinition = {
  name: 'phones',
  empty: [],
  shape: 'list',
  children: PHONE_FIELDS,
};

export const display: KindDisplay = { view: kitView('PhonesView'), wide: true };
