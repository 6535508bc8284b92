import { fieldTexts } from '@/kit/fields/field-texts';
import type { KitField } from '@/kit/field-types';
import { kitView } from '../kind-display';
import type { KindDefinition, KindDisplay } from '../kind-types';

const emailTexts = fieldTexts.emails;

/** The EmailContato of openapi/schemas/common.yaml. */
export const EMAIL_FIELDS: readonly KitField[] = [
  { name: 'enderecoEmail', label: emailTexts.enderecoEmail, kind: 'email', required: true, span: 6 },
  { name: 'nome', label: emailTexts.nome, kind: 'upper', span: 6 },
];

/** EmailContato[] rows. */
export const definition: KindDefinition = {
  name: 'emails',
  empty: [],
  shape: 'list',
  children: EMAIL_FIELDS,
};

export const display: KindDisplay = { view: kitView('EmailsView'), wide: true };
