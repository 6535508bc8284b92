/**
 * The kind → component table of the resource form. Every kind of FieldKind (kit-types.ts) has one
 * component; the values they keep are the API's (see each input's comment):
 *
 *   text, upper, email, url, upperCode  TextInput      string ('' empty; upper kinds upper-cased as typed)
 *   textarea                            TextareaInput  string, upper-cased as typed
 *   code, ibge, ncm, cfop, cpfCnpj, ie  MaskedInput    unmasked digits / characters ('' empty)
 *   uf, enum                            UfInput / EnumInput   the option value (null empty)
 *   boolean                             BooleanInput   true / false
 *   integer, decimal, currency, percent NumberInput    number (null empty)
 *   date                                DateInput      'yyyy-MM-dd' ('' empty)
 *   reference / references              ReferenceInput / ReferencesInput   id (null) / ids ([])
 *   actionCodes                         ActionCodesInput   string[] of action codes
 *   modules                             ModulesInput   { id, codigo, descricao, valor }[] (the body gets the ids)
 *   image                               ImageInput     File | null (+ '<name>Url' shown, remove flag)
 *   address / phones / emails / rows    AddressField / PhonesField / EmailsField / RowsField
 */
import type { ComponentType } from 'react';
import type { FieldKind } from '@/kit/kit-types';
import { AddressField } from './address-field';
import type { FieldProps } from './input-props';
import { LeafField } from './leaf-field';
import { EmailsField, PhonesField, RowsField } from './sub-list-fields';

export const FIELD_COMPONENTS: Record<FieldKind, ComponentType<FieldProps>> = {
  text: LeafField,
  upper: LeafField,
  textarea: LeafField,
  email: LeafField,
  url: LeafField,
  code: LeafField,
  upperCode: LeafField,
  ncm: LeafField,
  cfop: LeafField,
  ibge: LeafField,
  cpfCnpj: LeafField,
  ie: LeafField,
  uf: LeafField,
  enum: LeafField,
  boolean: LeafField,
  integer: LeafField,
  decimal: LeafField,
  currency: LeafField,
  percent: LeafField,
  date: LeafField,
  reference: LeafField,
  references: LeafField,
  actionCodes: LeafField,
  modules: LeafField,
  image: LeafField,
  address: AddressField,
  phones: PhonesField,
  emails: EmailsField,
  rows: RowsField,
};

/** The component of a field's kind (simple fields go through LeafField and its LEAF_INPUTS table). */
export function FormFieldView(props: FieldProps) {
  const Component = FIELD_COMPONENTS[props.field.kind as FieldKind] ?? LeafField;
  return <Component {...props} />;
}
