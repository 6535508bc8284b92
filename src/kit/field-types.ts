/**
 * A form field and its kind, in one module because each names the other: a field names its kind (a kit
 * kind by name or a resource's own kind module), a kind's definition reads fields (rules, hints, a
 * sub-form's children) and a kind's module renders them (its input's props carry the field). The kinds
 * themselves are the folders of src/kit/kinds (their types, with what the generated pages write for
 * them, from src/kit/kinds/kind-types.ts).
 */
import type { ComponentType } from 'react';
import type { RefCallBack } from 'react-hook-form';
import type { KindName } from '@generated/tables/kind-names';
import type { FieldOption, ReferenceDependency, ReferenceSource } from './choice-types';

// ---- the field -------------------------------------------------------------------------------------

/**
 * The kind of a form field: a kit kind by name (`KindName`, generated from the folders of src/kit/kinds,
 * so a misspelt name fails tsc), or a kind that belongs to one resource, given as the module its resource
 * extension exports (a plan's modules, a permission's action codes). A kit kind holds its input, rule,
 * normalisation, empty value, filter and display. Values kept in the form are the API's (the payload is
 * the parsed form values): masked inputs keep digits only, numbers keep numbers, references keep ids.
 */
export type FieldKind = KindName | KindModule;

export interface FormField {
  /** Path in the form values (and in the body): 'nome', 'endereco', 'valores'. */
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  maxLength?: number;
  /** code: exact number of digits. */
  length?: number;
  /** decimal / percent: fraction digits. */
  decimals?: number;
  min?: number;
  max?: number;
  options?: readonly FieldOption[];
  reference?: ReferenceSource;
  dependsOn?: ReferenceDependency;
  /** ie: path of the UF it is checked against (e.g. 'endereco.uf'). */
  ufField?: string;
  /** rows: the fields of one row; maxRows caps the list. */
  rowFields?: readonly FormField[];
  maxRows?: number;
  /** Grid width in a 12-column section (default 6; sub-lists 12). */
  span?: 3 | 4 | 6 | 8 | 12;
  hint?: string;
  /** Read-only on the edit form (e.g. a code that identifies the record). */
  readOnlyOnEdit?: boolean;
  /** The message of a value the body schema's pattern refuses, where the kind has none. */
  patternMessage?: string;
  /** The on-screen keyboard of a text input. */
  inputMode?: 'numeric' | 'decimal';
  /**
   * A blank value is sent as null (the body takes null, not an absent value); without it a blank value
   * is left out of the body. The generator writes it from the contract (or the manifest).
   */
  nullable?: boolean;
}

/** A FormField or a field of a built-in sub-form (see the address, phones and emails kinds). */
export interface KitField extends Omit<FormField, 'rowFields'> {
  rowFields?: readonly KitField[];
  /** Form-only value: not rendered, not part of the body (the address UF). */
  hidden?: boolean;
}

// ---- the kind --------------------------------------------------------------------------------------

/** 'upper': text upper-cased as typed (and in the URL), for params the API wants in capitals (sigla, rodovia). */
export type FilterKind =
  | 'text'
  | 'upper'
  | 'code'
  | 'uf'
  | 'enum'
  | 'boolean'
  | 'integer'
  | 'decimal'
  | 'currency'
  | 'reference'
  | 'date';

/** How a masked input shows and keeps a value. */
export interface MaskSpec {
  /** The stored value (the API's) from what is in the input. */
  store: (typed: string, max?: number) => string;
  /** What the input shows for a stored value. */
  show: (stored: string) => string;
  inputMode?: 'numeric' | 'text' | 'tel';
}

/** How a text input takes what is typed. */
export interface TextTyping {
  type?: 'email' | 'url';
  /** 'upper': upper-cased as typed; 'code': upper-cased, letters, digits and underscores only. */
  case?: 'upper' | 'code';
  spellCheck?: true;
}

/**
 * The rule of a kind over a normalised, non-blank value: its pt-BR message, or undefined when valid.
 * `values` are all the form's values (a rule may read another field, e.g. the IE's UF).
 */
export type KindRule = (value: unknown, field: KitField, values: unknown) => string | undefined;

/** The facts of a kind's values (src/kit/kinds/<kind>/definition.ts): pure, codegen reads them in node. */
export interface KindDefinition {
  /** The name the manifest and the field declarations use ('cpfCnpj'). */
  name: string;
  /** The empty value a new form or a new row starts with (generated pages write it as a literal). */
  empty: unknown;
  /** The input of this kind in the 'Filtros' drawer; absent = not a filter kind. */
  filter?: FilterKind;
  /** Sub-forms: an object of `children` (address) or a list of rows of them (phones, rows). */
  shape?: 'object' | 'list';
  /** The fields of the sub-form (rows: the field's own rowFields instead). */
  children?: readonly KitField[];
  /** Only inside the kit's sub-forms (cep, phone): not a kind the manifest's form fields take. */
  subFormOnly?: true;
  /** A typed text → the value validated and sent (default: trimmed). */
  normalize?: (text: string) => unknown;
  /** The value kept in the form → the body's (a plan's modules → their ids). */
  toBody?: (value: unknown) => unknown;
  /** The kind's rule (default: maxLength of texts, min / max of numbers). */
  rule?: KindRule;
  /** The kind's own message for a value of the right type in the wrong form. */
  message?: string;
  /** Whole numbers (ids, counts): a minimum of 1 is worded 'Deve ser maior que zero'. */
  minOneReadsAboveZero?: true;
  /** Masked inputs: the mask. */
  mask?: MaskSpec;
  /** Text inputs: how typing is taken. */
  typing?: TextTyping;
  /** A file sent in a part of its own beside the JSON data: neither normalised nor checked by kind rules. */
  sentAsFilePart?: true;
  /** The label beside the input (a checkbox) instead of above it. */
  inlineLabel?: true;
  /** The hint shown when the field declares none (the image's formats, a character counter). */
  hint?: (field: KitField, value: unknown) => string | undefined;
}

/** A kind as the form renders it: simple kinds have an input, sub-forms a field component of their own. */
export type KindModule = KindDefinition &
  (
    | { input: ComponentType<InputProps>; field?: undefined }
    | { field: ComponentType<FieldProps>; input?: undefined }
  );

// ---- what the form hands the kind's component -----------------------------------------------------

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
