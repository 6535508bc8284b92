/**
 * generated — do not edit. Source: the folders of src/kit/kinds (npm run generate).
 */

/** The kit's field kinds by name: the folders of src/kit/kinds (a resource's own kinds are modules). */
export const KIND_NAMES = [
  'address',
  'boolean',
  'cep',
  'cfop',
  'code',
  'cpf',
  'cpfCnpj',
  'currency',
  'date',
  'decimal',
  'email',
  'emails',
  'enum',
  'ibge',
  'ie',
  'image',
  'integer',
  'ncm',
  'notes',
  'percent',
  'phone',
  'phones',
  'reference',
  'references',
  'rows',
  'text',
  'textarea',
  'uf',
  'upper',
  'upperCode',
  'url',
] as const;

/** A kind of the kit by name ('text', 'cpfCnpj', 'address'…). */
export type KindName = (typeof KIND_NAMES)[number];
