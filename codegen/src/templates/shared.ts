import { camelCase, kebabCase, literal, pascalCase } from '../expressions';
import type { Contract } from '../contract';
import { ImportSet, printImports } from '../imports';
import type { Manifest, ResourceEntry } from '../manifest-schema';

/** First lines of every generated file (the same words as generated/api's). */
export const BANNER =
  '/**\n * generated — do not edit. Source: codegen/resources.yaml (npm run generate).\n */';

/**
 * The generator writes two rooms: the tables (plain data under src/lib, which reads them) and the pages with
 * their route records (over the kit). Each has its lint rule in eslint.config.js.
 */
export const TABLES = 'generated/tables';
export const PAGES = 'generated/pages';
/** A generated module as code imports it (tsconfig's @generated alias): generated/x → @generated/x. */
export const aliasOf = (path: string): string => `@${path}`;
/** A module of the tables: 'enums' → @generated/tables/enums. */
export const tableModule = (name: string): string => aliasOf(`${TABLES}/${name}`);

export const MODULES = {
  model: '@generated/api/model',
  kitTypes: '@/kit',
  /** The types of the resource table and the route records: src/lib, no cycle. */
  resourceInfo: '@/lib/resources/resource-info',
  resources: tableModule('resources'),
  enums: tableModule('enums'),
  configForms: tableModule('config-forms'),
} as const;

export const apiModule = (tag: string): string => `@generated/api/${tag}/${tag}`;
export const zodModule = (tag: string): string => `@generated/zod/${tag}/${tag}`;

/** 'cidades' → cidadesResource (generated/tables/resources.ts). */
export const resourceConst = (resource: ResourceEntry): string => `${camelCase(resource.segment)}Resource`;
/** 'empresas' → empresasReference, in its own module (generated/tables/references/empresas.ts). */
export const referenceConst = (name: string): string => `${camelCase(name)}Reference`;
/** One module per picker source: a page imports the API modules of the references it uses only. */
export const referenceFile = (name: string): string => `${TABLES}/references/${kebabCase(name)}.ts`;
export const referenceModule = (name: string): string => tableModule(`references/${kebabCase(name)}`);
/** 'TipoFilial' → tipoFilialOptions / tipoFilialLabels (generated/tables/enums.ts). */
export const enumOptionsConst = (name: string): string => `${camelCase(name)}Options`;
export const enumLabelsConst = (name: string): string => `${camelCase(name)}Labels`;

export type PageKind = 'list' | 'form' | 'view';
export const PAGE_KINDS: readonly PageKind[] = ['list', 'form', 'view'];

/** 'rotinas-front-end', 'list' → RotinasFrontEndListPage. */
export const pageComponent = (resource: ResourceEntry, page: PageKind): string =>
  `${pascalCase(resource.segment)}${pascalCase(page)}Page`;
export const pageFile = (resource: ResourceEntry, page: PageKind): string =>
  `${PAGES}/${resource.segment}/${page}-page.tsx`;

/** 'cidades' → cidadesListQuery, what the list asks the API for (generated/pages/cidades/list-query.ts). */
export const listQueryConst = (resource: ResourceEntry): string => `${camelCase(resource.segment)}ListQuery`;
export const listQueryFile = (resource: ResourceEntry): string =>
  `${PAGES}/${resource.segment}/list-query.ts`;
/** The request starter each list-query module exports and its list page passes on (ListPrefetch of src/lib/resources/resource-info.ts). */
export const LIST_PREFETCH = 'prefetchList';

/** orval's names derived from an operation id: listaCidades → getListaCidadesQueryOptions, ListaCidadesParams. */
export const queryOptionsOf = (operation: string): string => `get${pascalCase(operation)}QueryOptions`;
export const paramsTypeOf = (operation: string): string => `${pascalCase(operation)}Params`;

/** A whole file: banner, imports, body. */
export function file(imports: ImportSet, body: string): string {
  const head = printImports(imports);
  return `${BANNER}\n${head}${head ? '\n\n' : ''}${body.trim()}\n`;
}

/** `key: value,` lines of an object literal, skipping undefined values. */
export function objectLiteral(entries: ReadonlyArray<[string, string | undefined]>): string {
  const present = entries.filter((entry): entry is [string, string] => entry[1] !== undefined);
  return `{ ${present.map(([key, value]) => `${key}: ${value}`).join(', ')} }`;
}

/** The entries of a form field or list filter that pick among values: enum options, picker source, dependency. */
export function choiceEntries(
  entry: { enum?: string; reference?: string; dependsOn?: { field: string; param: string } },
  imports: ImportSet,
): Array<[string, string | undefined]> {
  return [
    ['options', entry.enum ? imports.value(MODULES.enums, enumOptionsConst(entry.enum)) : undefined],
    [
      'reference',
      entry.reference
        ? imports.value(referenceModule(entry.reference), referenceConst(entry.reference))
        : undefined,
    ],
    ['dependsOn', entry.dependsOn ? literal(entry.dependsOn) : undefined],
  ];
}

export interface RenderInput {
  manifest: Manifest;
  resource: ResourceEntry;
  /** The contract (generated/openapi.yaml): what a blank value of a form field is sent as. */
  contract?: Contract;
}

export { ImportSet };
