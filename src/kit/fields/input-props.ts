import type { RefCallBack } from 'react-hook-form';
import type { KitField } from '@/kit/form/kit-fields';

/** What the form hands every input of a simple kind (the value is the API's, see its kind in src/kit/kinds). */
export interface InputProps {
  /** Id of the focusable element (its <label htmlFor>). */
  id: string;
  /** Full path in the form values ('nome', 'endereco.cep', 'valores.1.eixos'). */
  name: string;
  /** Path prefix of the object the field belongs to ('' at the top, 'valores.1.' in a row). */
  scope: string;
  field: KitField;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  inputRef: RefCallBack;
  invalid: boolean;
  describedBy?: string;
  disabled: boolean;
  required: boolean;
}

/** What the form hands every field component (simple or sub-form). */
export interface FieldProps {
  field: KitField;
  name: string;
  scope: string;
  disabled: boolean;
  /**
   * The section heading above already says the field's label: the label (or a sub-form's legend) is
   * then visually hidden, still naming the field for assistive technology.
   */
  labelShownByHeading?: boolean;
  /**
   * A sub-form row's field: its error shows once the user has left it or tried to save, not as soon as
   * the row is added (the form checks the whole list then, empty new rows included).
   */
  errorAfterTouch?: boolean;
}
