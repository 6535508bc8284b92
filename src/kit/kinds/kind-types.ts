/**
 * What a field kind is (docs/adding-a-resource.md, "A new field kind"). Each kind is a folder of
 * src/kit/kinds (or, for a kind that belongs to one resource, an `<name>-kind` folder of its resource
 * extension) with:
 *
 *   definition.ts  `definition`: the facts of its values (empty value, filter, normalisation, rule,
 *                  message, mask…) and `display`: what the generated pages write for it (list cell,
 *                  view display). Pure: codegen imports it in node, so no React, no DOM, no CSS.
 *   index.ts       the kind with its input (or sub-form field) component, as the form renders it.
 *
 * The kit finds its kinds with import.meta.glob and codegen by reading the folders, so the two see the
 * same kinds with the same facts.
 */
import type { ComponentType } from 'react';
import type { KitField } from '@/kit/form/kit-fields';
import type { FieldProps, InputProps } from '@/kit/fields/input-props';
import type { ColumnFit, FilterKind } from '@/kit/kit-types';

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
  /** Whole numbers (ids, counts): '≥ 1' is worded '> 0'. */
  whole?: true;
  /** Masked inputs: the mask. */
  mask?: MaskSpec;
  /** Text inputs: how typing is taken. */
  typing?: TextTyping;
  /** A file sent apart from the JSON data: neither normalised nor checked by the kind rules. */
  sentApart?: true;
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

/** The names a generated page imports (codegen's ImportSet). */
export interface KindImports {
  value(module: string, name: string): string;
}

/** What the expressions a generated page writes for a kind are built from. */
export interface KindContext {
  /** Expression of the raw value (e.g. `record.cpfcnpj`). */
  value: string;
  imports: KindImports;
  /** enum: the generated labels constant (e.g. `crtLabels`). */
  labels?: string;
  /** decimal / percent: fraction digits. */
  decimals?: number;
  /** rows (view): the RowsView columns array literal. */
  rowColumns?: string;
  /** image (view): expression of the record's label (the image's accessible name). */
  recordLabel?: string;
}

/** What the generated pages write for a kind. */
export interface KindDisplay {
  /** List cell expression; absent = the kind cannot be a list column. */
  cell?: (context: KindContext) => string;
  /** View display expression (default: the cell). */
  view?: (context: KindContext) => string;
  /** Column alignment (numbers to the end). */
  align?: 'end';
  /**
   * How a value sits in a list column: 'nowrap' for values that read only whole (codes, documents,
   * dates, numbers, UFs, enums, e-mails), 'truncate' for free text, kept on one line and cut with an
   * ellipsis at the column's maximum width. Every kind with a cell says which.
   */
  fit?: ColumnFit;
  /** Shown across the whole width of the view page. */
  wide?: true;
}
