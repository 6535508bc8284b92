import { emptyRow } from '@/kit/form/kit-fields';
import { EMAIL_FIELDS } from '@/kit/kinds/emails/definition';
import { PHONE_FIELDS } from '@/kit/kinds/phones/definition';
import { fieldTexts } from './field-texts';
import type { FieldProps } from '@/kit/field-types';
import { ListField } from './list-field';

/** phones: Telefone rows. Value: [{ id?, tipo 'FIXO' | 'CELULAR', numero (digits), operadora, observacao }]. */
export function PhonesField(props: FieldProps) {
  return (
    <ListField
      {...props}
      rowFields={PHONE_FIELDS}
      texts={fieldTexts.phones}
      newRow={() => ({ ...emptyRow(PHONE_FIELDS), tipo: 'CELULAR' })}
    />
  );
}

/** emails: EmailContato rows. Value: [{ id?, enderecoEmail, nome }]. */
export function EmailsField(props: FieldProps) {
  return (
    <ListField
      {...props}
      rowFields={EMAIL_FIELDS}
      texts={fieldTexts.emails}
      newRow={() => emptyRow(EMAIL_FIELDS)}
    />
  );
}

/** rows: a generic list of rows of field.rowFields (simple kinds). Value: [{ <rowField.name>: value }]. */
export function RowsField(props: FieldProps) {
  const rowFields = props.field.rowFields ?? [];
  const label = props.field.label;
  const texts = {
    add: fieldTexts.rows.add(label),
    remove: (index: number) => fieldTexts.rows.remove(label, index),
    row: (index: number) => fieldTexts.rows.row(label, index),
    empty: fieldTexts.rows.empty,
  };
  return <ListField {...props} rowFields={rowFields} texts={texts} newRow={() => emptyRow(rowFields)} />;
}
