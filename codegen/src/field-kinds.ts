import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatted, joined, kitView } from '@/kit/kinds/kind-display';
import type { KindContext, KindDefinition, KindDisplay } from '@/kit/kinds/kind-types';
import type { FilterKind } from '@/kit/field-types';
import { literal } from './expressions';

/**
 * The field-kind table: what the generated pages write for every kind (list
 * cell, view display, empty form value, filter input). Read from the kinds themselves: the folders of
 * src/kit/kinds and the `<name>-kind` folders of the resource extensions (src/resources), each with a
 * pure definition.ts (docs/adding-a-resource.md, "A new field kind"). The kit reads the same definitions, so
 * the two cannot disagree; only the kinds of list columns and view fields that no form edits are here.
 */

export type { KindContext };

export interface KindRow extends KindDisplay {
  /** Empty form value, as code; absent = not a form kind. */
  empty?: string;
  /** The filter input of this kind in the 'Filtros' drawer; absent = not a filter kind. */
  filter?: FilterKind;
  /** A kind of a resource extension: the generated form page imports it and declares the field with it. */
  extension?: { module: string; name: string };
  /** Only inside the kit's sub-forms (cep, phone): no manifest form field takes it. */
  subFormOnly?: true;
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const KIT_KINDS = join(ROOT, 'src/kit/kinds');
const RESOURCES = join(ROOT, 'src/resources');
const DEFINITION = 'definition.ts';

interface KindFolder {
  path: string;
  /** Set for a kind of a resource extension: its module as the generated pages import it. */
  module?: string;
}

function kitKindFolders(): KindFolder[] {
  return readdirSync(KIT_KINDS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(KIT_KINDS, entry.name, DEFINITION)))
    .map((entry) => ({ path: join(KIT_KINDS, entry.name) }));
}

/** The `<name>-kind` folders with a definition anywhere under src/resources. */
function extensionKindFolders(dir = RESOURCES): KindFolder[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.name.endsWith('-kind') && existsSync(join(path, DEFINITION)))
        return [{ path, module: `@/${relative(join(ROOT, 'src'), path).split(sep).join('/')}` }];
      return extensionKindFolders(path);
    });
}

async function loadKind(folder: KindFolder): Promise<[KindDefinition, KindRow]> {
  const url = pathToFileURL(join(folder.path, DEFINITION)).href;
  const { definition, display } = (await import(url)) as { definition: KindDefinition; display: KindDisplay };
  const row: KindRow = {
    ...display,
    empty: literal(definition.empty),
    ...(definition.filter ? { filter: definition.filter } : {}),
    ...(folder.module ? { extension: { module: folder.module, name: `${definition.name}Kind` } } : {}),
    ...(definition.subFormOnly ? { subFormOnly: true as const } : {}),
  };
  return [definition, row];
}

const loaded = await Promise.all([...kitKindFolders(), ...extensionKindFolders()].map(loadKind));
loaded.sort(([a], [b]) => a.name.localeCompare(b.name));

/** The definition of every kind (the kit's and the resource extensions'), by name. */
export const KIND_DEFINITIONS: ReadonlyMap<string, KindDefinition> = new Map(
  loaded.map(([definition]) => [definition.name, definition]),
);
const kindRows = new Map(loaded.map(([definition, row]) => [definition.name, row]));

/** Kinds of list columns and view fields only (values the form never edits). */
const displayOnlyKinds: Record<string, KindRow> = {
  dateTime: { cell: formatted('date', 'formatDateTime'), overflow: 'nowrap' },
  /** A list of texts (a path with []), joined in cells, tags in the view. */
  list: {
    cell: joined,
    view: kitView('ReferenceList'),
    wide: true,
    overflow: 'truncate',
  },
  /** The size of a list (e.g. a permission's action codes). */
  count: { cell: ({ value }) => `${value}?.length ?? 0`, align: 'end', overflow: 'nowrap' },
  /** A ticket's status by its pt-BR name (the tickets' own labels: a customer's open tickets). */
  ticketStatus: {
    cell: ({ value, imports }) => `${imports.value('@/lib/format/ticket-labels', 'STATUS_LABELS')}[${value}]`,
    overflow: 'nowrap',
  },
};

type Kinds = [string, ...string[]];

/** The kit's own kinds (its folders), which a form field names; a resource's own kinds are modules. */
export const KIT_KIND_NAMES: readonly string[] = [...kindRows]
  .filter(([, row]) => !row.extension)
  .map(([name]) => name);

/** Kinds of the manifest's form fields. */
export const FIELD_KINDS = [...kindRows].filter(([, row]) => !row.subFormOnly).map(([name]) => name) as Kinds;
export const DISPLAY_KINDS = [...kindRows.keys(), ...Object.keys(displayOnlyKinds)] as Kinds;

export function kindRow(kind: string): KindRow {
  const row = kindRows.get(kind) ?? displayOnlyKinds[kind];
  if (!row) throw new Error(`unknown kind ${kind}`);
  return row;
}

/** Kinds a list column can take (those with a cell). */
export const COLUMN_KINDS = DISPLAY_KINDS.filter((kind) => kindRow(kind).cell !== undefined) as Kinds;
/** Kinds a list filter can take (those with a filter input). */
export const FILTER_KINDS = FIELD_KINDS.filter((kind) => kindRow(kind).filter !== undefined) as Kinds;

export function cellExpression(kind: string, context: KindContext): string {
  const row = kindRow(kind);
  if (!row.cell) throw new Error(`kind ${kind} has no list cell`);
  return row.cell(context);
}

export function viewExpression(kind: string, context: KindContext): string {
  const row = kindRow(kind);
  const render = row.view ?? row.cell;
  if (!render) throw new Error(`kind ${kind} has no view display`);
  return render(context);
}
