import { kindModule } from '@/kit/kinds/renderers';
import type { FieldProps } from '@/kit/field-types';
import { LeafField } from './leaf-field';

/**
 * A form field as its kind renders it (src/kit/kinds/<kind>/index.ts): a sub-form kind (address,
 * phones, emails, rows) with its own field component, a simple kind through LeafField and its input.
 */
export function FormFieldView(props: FieldProps) {
  const Component = kindModule(props.field.kind).field ?? LeafField;
  return <Component {...props} />;
}
