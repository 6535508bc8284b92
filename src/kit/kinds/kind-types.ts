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
import type { ColumnOverflow } from '@/kit/kit-types';

/**
 * A kind's definition and module are declared with the form field (src/kit/field-types.ts: a field
 * names its kind, a kind reads and renders fields); a kind's folder takes them from here.
 */
export type { KindDefinition, KindModule } from '@/kit/field-types';

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
  overflow?: ColumnOverflow;
  /** Shown across the whole width of the view page. */
  wide?: true;
}
