import { labelPaths } from './expressions';
import { kindRow } from './field-kinds';
import { filterMatch } from './filter-match';
import { type Contract, type JsonSchema } from './contract';
import type { FormFieldEntry, Manifest, ResourceEntry, RowFieldEntry } from './manifest-schema';
import { relatedParamNames } from './related-checks';
import { apiConventions, configConventions, isReferenceOf } from './conventions';
import { closest, closestProperty, didYouMean } from './suggest';
import { LIST_CALL_PATHS, listCallNames } from './list-calls';

/**
 * The manifest against the contract (generated/openapi.yaml): `npm run generate` stops on any of these,
 * so a contract change the manifest does not follow (a new input property, a new list filter, a renamed
 * operation, a removed property) fails there, not in a page at run time. Each problem is one line that
 * names the resource and the manifest entry to edit.
 */

/** The kit's multipart image travels apart from the JSON input (api.multipart). */
const outsideInput = (field: FormFieldEntry) => field.kind === 'image';
/** A row keeps its id in the values (an existing row is kept, a new one created): no row field for it. */
const ROW_ID = 'id';

interface LocatedField {
  field: FormFieldEntry;
  /** 'paises.form.sections[0].fields[2]'. */
  where: string;
}

function formFields(resource: ResourceEntry): LocatedField[] {
  return resource.form.sections.flatMap((section, sectionIndex) =>
    section.fields.map((field, index) => ({
      field,
      where: `${resource.segment}.form.sections[${sectionIndex}].fields[${index}]`,
    })),
  );
}

const quoted = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ');
/** The contract's messages quote names with ': so do their suggestions. */
const suggest = (value: string, candidates: Iterable<string>) => didYouMean(value, candidates, "'");
const didYouMeanProperty = (value: string, candidates: Iterable<string>) => {
  const names = closestProperty(value, candidates).map((name) => `'${name}'`);
  return names.length === 0 ? '' : ` (did you mean ${names.join(' or ')}?)`;
};

/**
 * A path of the read model that exists, for one that does not: the first step the schema lacks is
 * replaced by its nearest property ('empresa.nme' → 'empresa.nome'), the same walk as Contract.schemaAt.
 */
function pathSuggestion(contract: Contract, schema: JsonSchema | undefined, path: string): string {
  const steps = path.split('.');
  let current = schema;
  for (const [index, step] of steps.entries()) {
    const list = step.endsWith('[]');
    const name = list ? step.slice(0, -2) : step;
    const properties = contract.properties(current);
    if (properties[name] === undefined) {
      const fixed = closestProperty(name, Object.keys(properties)).map((property) =>
        [...steps.slice(0, index), `${property}${list ? '[]' : ''}`, ...steps.slice(index + 1)].join('.'),
      );
      return fixed.length === 0 ? '' : ` (did you mean ${fixed.map((item) => `'${item}'`).join(' or ')}?)`;
    }
    current = list ? contract.nonNull(properties[name])?.items : properties[name];
    if (current === undefined) return '';
  }
  return '';
}

/** The api names that follow from `api.model` by convention (conventions.ts). */
const FROM_MODEL = ['input', 'get', 'create', 'update'] as const;

/**
 * The names of a resource that only repeat a typo said on another line: the conventional names of a
 * model that is no schema of the contract (busca<Model>, <Model>Input…) and the list of a `recurso` that
 * is no value of its Recurso enum (lista<Recurso>). The manifest does not write them, so a line each
 * would send the reader after keys the entry does not contain; the line about the model (or the recurso)
 * says it all.
 */
function repeatedTypos(
  resource: ResourceEntry,
  contract: Contract,
  recursos: readonly string[],
): Set<string> {
  const { api } = resource;
  const names = new Set<string>();
  const apiNames = apiConventions(resource.recurso, api.model);
  if (!contract.schema(api.model)) {
    for (const key of FROM_MODEL) if (api[key] === apiNames[key]) names.add(`api.${key}`);
    const configNames = configConventions(api.model);
    for (const key of ['get', 'update'] as const)
      if (resource.config?.[key] === configNames[key]) names.add(`config.${key}`);
  }
  if (!recursos.includes(resource.recurso) && api.list === apiNames.list) names.add('api.list');
  return names;
}

/** The contract's Recurso values that a resource's mistyped `recurso` is close to (reported with it, not apart). */
function mistypedRecursos(manifest: Manifest, values: readonly string[]): Set<string> {
  const used = new Set(manifest.resources.map((resource) => resource.recurso));
  const unused = values.filter((value) => !used.has(value));
  return new Set(
    manifest.resources
      .filter((resource) => !values.includes(resource.recurso))
      .flatMap((resource) => closest(resource.recurso, unused)),
  );
}

/** The operations the manifest names (api of each resource, list and get of each reference) exist. */
export function operationProblems(manifest: Manifest, contract: Contract): string[] {
  const problems: string[] = [];
  const tagged = (tag: string) =>
    [...contract.operations].filter(([, located]) => located.operation.tags?.includes(tag)).map(([id]) => id);
  const schemaNames = Object.keys(contract.schemas);
  const recursos = contract.enumValues('Recurso').map(String);
  const expect = (where: string, tag: string, name: string) => {
    if (contract.operations.has(name)) return;
    const known = tagged(tag);
    // The nearest operation of the tag first (the same resource's), else of the whole contract.
    const suggestion = suggest(name, known) || suggest(name, contract.operations.keys());
    problems.push(
      `${where} '${name}' is not an operation of the contract: fix ${where}` +
        (suggestion ||
          (known.length > 0
            ? ` (operations tagged ${tag}: ${known.join(', ')})`
            : ` (the contract has no operation tagged ${tag})`)),
    );
  };
  for (const resource of manifest.resources) {
    const { api, segment } = resource;
    const repeated = repeatedTypos(resource, contract, recursos);
    for (const key of ['list', 'get', 'create', 'update'] as const)
      if (!repeated.has(`api.${key}`)) expect(`${segment}.api.${key}`, api.tag, api[key]);
    if (resource.config) {
      for (const key of ['get', 'update'] as const)
        if (!repeated.has(`config.${key}`)) expect(`${segment}.config.${key}`, api.tag, resource.config[key]);
    }
    for (const key of ['model', 'input'] as const) {
      if (!contract.schema(api[key]) && !repeated.has(`api.${key}`))
        problems.push(
          `${segment}.api.${key} '${api[key]}' is not a schema of the contract: fix ${segment}.api.${key}${suggest(api[key], schemaNames)}`,
        );
    }
  }
  for (const [name, reference] of Object.entries(manifest.references)) {
    // A name the picker source takes from the resource it lists is checked (and reported) there.
    const listed = manifest.resources.find((item) => isReferenceOf(name, item.segment))?.api;
    const own = (key: 'list' | 'get' | 'model') => listed === undefined || reference[key] !== listed[key];
    for (const key of ['list', 'get'] as const)
      if (own(key)) expect(`references.${name}.${key}`, reference.tag, reference[key]);
    const model = contract.schema(reference.model);
    if (!model) {
      if (!own('model')) continue;
      problems.push(
        `references.${name}.model '${reference.model}' is not a schema of the contract: fix it${suggest(reference.model, schemaNames)}`,
      );
      continue;
    }
    reference.detail?.forEach((entry, index) => {
      const path = typeof entry === 'string' ? entry : entry.field;
      if (!contract.schemaAt(model, path))
        problems.push(
          `references.${name}.detail[${index}] '${path}': the contract's ${reference.model} has no '${path}': fix the path or remove it${pathSuggestion(contract, model, path)}`,
        );
    });
  }
  return problems;
}

/**
 * The resource's own exports and column preferences, which its generated list page calls by names
 * derived from its list operation (./list-calls.ts): a contract without them would fail the build.
 */
export function listCallProblems(resource: ResourceEntry, contract: Contract): string[] {
  const names = listCallNames(resource.api.list);
  return (Object.keys(names) as Array<keyof typeof names>)
    .filter((call) => !contract.operations.has(names[call]))
    .map(
      (call) =>
        `${resource.segment}: the contract has no '${names[call]}' (${LIST_CALL_PATHS[call].replace('<recurso>', resource.recurso)}, with the list's filters), which the generated list page calls: add it (docs/adding-a-resource.md, "1. The contract")`,
    );
}

/** Every API prefix of the contract's Recurso enum has one resource, and every resource's is in it. */
export function recursoProblems(manifest: Manifest, contract: Contract): string[] {
  const values = contract.enumValues('Recurso').map(String);
  const used = new Set(manifest.resources.map((resource) => resource.recurso));
  // A value a mistyped recurso is close to is the same mistake, said once (with "did you mean").
  const mistyped = mistypedRecursos(manifest, values);
  return [
    ...manifest.resources
      .filter((resource) => !values.includes(resource.recurso))
      .map(
        (resource) =>
          `${resource.segment}.recurso '${resource.recurso}' is not a value of the contract's Recurso enum: add it to the enum (openapi/schemas/recursos.yaml) or fix ${resource.segment}.recurso${suggest(resource.recurso, values)}`,
      ),
    ...values
      .filter((value) => !used.has(value) && !mistyped.has(value))
      .map(
        (value) =>
          `the contract's Recurso enum has '${value}' with no resource: add its entry to resources (npm run scaffold -- ${value})`,
      ),
  ];
}

/** The create and update calls take the input the manifest names (inside `multipart.data` when multipart). */
function bodyProblems(resource: ResourceEntry, contract: Contract): string[] {
  const { api, segment } = resource;
  return (['create', 'update'] as const).flatMap((key) => {
    if (!contract.operations.has(api[key])) return [];
    const body = contract.bodySchemaName(api[key], api.multipart?.data);
    return body === api.input
      ? []
      : [
          `${segment}.api: the contract's ${api[key]} takes ${body ?? 'no schema by name'}, not ${api.input}: fix ${segment}.api.input (or the contract's request body)`,
        ];
  });
}

/** Row fields against the row schema: each one is a property of it, and each property has one. */
function rowProblems(located: LocatedField, input: string, contract: Contract): string[] {
  const { field, where } = located;
  if (!field.rowFields) return [];
  const items = contract.nonNull(contract.properties(contract.schema(input))[field.name])?.items;
  const properties = Object.keys(contract.properties(items));
  const rows = field.rowFields.map((row) => row.name);
  return [
    ...field.rowFields.flatMap((row, index) =>
      properties.includes(row.name)
        ? []
        : [
            `${where}.rowFields[${index}] '${row.name}' is not a property of the rows of the contract's ${input}.${field.name}: remove it or fix its name${suggest(row.name, properties)}`,
          ],
    ),
    ...properties
      .filter((name) => name !== ROW_ID && !rows.includes(name))
      .map(
        (name) =>
          `${where}: the rows of the contract's ${input}.${field.name} have property '${name}' with no row field: add it to ${where}.rowFields`,
      ),
  ];
}

/** The form has exactly the properties of the input schema (an image field travels apart). */
export function formProblems(resource: ResourceEntry, contract: Contract): string[] {
  const { api, segment } = resource;
  const inputSchema = contract.schema(api.input);
  if (!inputSchema) return [];
  const properties = Object.keys(contract.properties(inputSchema));
  const fields = formFields(resource).filter(({ field }) => !outsideInput(field));
  const names = new Set(fields.map(({ field }) => field.name));
  return [
    ...bodyProblems(resource, contract),
    ...properties
      .filter((name) => !names.has(name))
      .map(
        (name) =>
          `${segment}.form.sections: the contract's ${api.input} has property '${name}' with no form field: add it to ${segment}.form.sections`,
      ),
    ...fields
      .filter(({ field }) => !properties.includes(field.name))
      .map(
        ({ field, where }) =>
          `${where} '${field.name}' is not a property of the contract's ${api.input}: remove the field or fix its name${didYouMeanProperty(field.name, properties)}`,
      ),
    ...fields.flatMap((located) => rowProblems(located, api.input, contract)),
  ];
}

/** The fraction digits a number input takes when its field gives none (src/kit/fields/number-input.tsx). */
const DEFAULT_DECIMALS = 2;

/**
 * Required, maxLength, minimum, maximum and the decimal places (`x-decimal-places`) of each form field
 * (and row field) as the contract says.
 */
export function constraintProblems(resource: ResourceEntry, contract: Contract): string[] {
  const inputSchema = contract.schema(resource.api.input);
  if (!inputSchema) return [];
  const problems: string[] = [];
  const compare = (field: FormFieldEntry | RowFieldEntry, where: string, schema: JsonSchema) => {
    const property = contract.resolve(contract.properties(schema)[field.name]);
    if (!property) return;
    const differ = (key: string, manifestValue: unknown, contractValue: unknown) => {
      if (manifestValue !== contractValue)
        problems.push(
          `${where} '${field.name}': ${key} is ${String(manifestValue)}, the contract says ${String(contractValue)}: set ${key}: ${String(contractValue)}`,
        );
    };
    differ('required', field.required ?? false, contract.required(schema).has(field.name));
    if (property.maxLength !== undefined) differ('maxLength', field.maxLength, property.maxLength);
    if (field.min !== undefined) differ('min', field.min, property.minimum);
    if (field.max !== undefined) differ('max', field.max, property.maximum);
    const places = property['x-decimal-places'];
    if (places !== undefined) differ('decimals', field.decimals ?? DEFAULT_DECIMALS, places);
  };
  for (const { field, where } of formFields(resource)) {
    if (outsideInput(field)) continue;
    compare(field, where, inputSchema);
    const items = contract.nonNull(contract.properties(inputSchema)[field.name])?.items;
    field.rowFields?.forEach((row, index) => {
      if (items) compare(row, `${where}.rowFields[${index}]`, contract.nonNull(items) ?? {});
    });
  }
  return problems;
}

/** The advanced filters are exactly the list call's query parameters but the kit's own. */
export function filterProblems(resource: ResourceEntry, contract: Contract): string[] {
  const { api, segment } = resource;
  if (!contract.operations.has(api.list)) return [];
  const params = contract.listFilters(api.list).map((parameter) => parameter.name);
  const filters = resource.list.filters.map((filter) => filter.name);
  return [
    ...params
      .filter((name) => !filters.includes(name))
      .map(
        (name) =>
          `${segment}.list.filters: the contract's ${api.list} has query parameter '${name}' with no filter: add it to ${segment}.list.filters`,
      ),
    ...resource.list.filters.flatMap((filter, index) =>
      params.includes(filter.name)
        ? []
        : [
            `${segment}.list.filters[${index}] '${filter.name}' is not a query parameter of the contract's ${api.list}: remove the filter or fix its name${suggest(filter.name, params) || ` (parameters: ${quoted(params) || 'none'})`}`,
          ],
    ),
  ];
}

/**
 * A filter named as a range's bound ('validadeCnhAte', filter-match.ts) compares a field of the read
 * model: the generic mock reads it, and a name that reads as a bound of a field the record lacks is a typo.
 */
export function rangeFilterProblems(resource: ResourceEntry, contract: Contract): string[] {
  const { api, segment } = resource;
  const model = contract.schema(api.model);
  if (!model) return [];
  return resource.list.filters.flatMap((filter, index) => {
    const { field, match } = filterMatch(filter);
    if (match !== 'atLeast' && match !== 'atMost') return [];
    if (contract.schemaAt(model, field)) return [];
    return [
      `${segment}.list.filters[${index}] '${filter.name}' reads as a bound of '${field}', which the contract's ${api.model} has not: name it <field>De/<field>Ate (or Minimo/Maximo) after a field of the record${pathSuggestion(contract, model, field)}`,
    ];
  });
}

/** A pattern of capitals only ('^[A-Z]{2}$', '^[A-Z]{2,3}-[0-9]{3}$'): the value must be typed upper-case. */
export function takesCapitalsOnly(pattern: string | undefined): boolean {
  return pattern !== undefined && /A-Z/.test(pattern) && !/a-z/.test(pattern);
}

/** The filters whose list parameter takes capitals only. */
export function capitalsOnlyFilters(resource: ResourceEntry, contract: Contract): string[] {
  const params = contract.listFilters(resource.api.list);
  return resource.list.filters
    .filter((filter) =>
      takesCapitalsOnly(contract.resolve(params.find((item) => item.name === filter.name)?.schema)?.pattern),
    )
    .map((filter) => filter.name);
}

/** Such filters take a kind whose input upper-cases as typed (upper, upperCode). */
export function upperFilterProblems(resource: ResourceEntry, contract: Contract): string[] {
  const capitals = new Set(capitalsOnlyFilters(resource, contract));
  return resource.list.filters.flatMap((filter, index) =>
    capitals.has(filter.name) && kindRow(filter.kind).filter !== 'upper'
      ? [
          `${resource.segment}.list.filters[${index}] '${filter.name}': the contract's parameter takes capitals only: set kind: upper or upperCode`,
        ]
      : [],
  );
}

/** The read-model paths of columns, view fields, reference displays, sources and the record label exist. */
export function readPathProblems(resource: ResourceEntry, contract: Contract): string[] {
  const { api, segment } = resource;
  const model = contract.schema(api.model);
  if (!model) return [];
  const problems: string[] = [];
  const expect = (where: string, spec: string | undefined, what: string) => {
    if (spec === undefined) return;
    for (const path of labelPaths(spec)) {
      if (!contract.schemaAt(model, path))
        problems.push(
          `${where} '${path}': the contract's ${api.model} has no '${path}': fix the path or remove the ${what}${pathSuggestion(contract, model, path)}`,
        );
    }
  };
  resource.list.columns.forEach((column, index) => {
    const where = `${segment}.list.columns[${index}]`;
    expect(where, column.field, 'column');
    expect(`${where}.display`, column.display, 'column');
  });
  for (const { field, where } of formFields(resource)) {
    expect(`${where}.display`, field.display, 'display');
    expect(`${where}.source`, field.source, 'source');
  }
  resource.view?.sections.forEach((section, sectionIndex) =>
    section.fields.forEach((field, index) => {
      if (typeof field === 'string') return;
      const where = `${segment}.view.sections[${sectionIndex}].fields[${index}]`;
      expect(where, field.field, 'view field');
      expect(`${where}.display`, field.display, 'view field');
    }),
  );
  expect(`${segment}.recordLabel`, resource.recordLabel, 'path from recordLabel');
  return problems;
}

/**
 * The related lists against the contract: the call of a list that is not a resource exists, every param
 * is a query parameter of the listed call, the paths `with` reads are this resource's, and the row label
 * and detail read the listed model.
 */
export function relatedProblems(manifest: Manifest, resource: ResourceEntry, contract: Contract): string[] {
  const problems: string[] = [];
  const own = contract.schema(resource.api.model);
  resource.related.forEach((entry, index) => {
    const where = `${resource.segment}.related[${index}]`;
    const listed = manifest.resources.find((item) => item.segment === entry.resource);
    const api = entry.list?.api ?? listed?.api;
    if (!api) return;
    if (!contract.operations.has(api.list)) {
      problems.push(`${where}.list.api.list '${api.list}' is not an operation of the contract: fix it`);
      return;
    }
    const params = contract.queryParameters(api.list).map((parameter) => parameter.name);
    for (const name of relatedParamNames(entry)) {
      if (!params.includes(name))
        problems.push(
          `${where} '${name}' is not a query parameter of the contract's ${api.list}: fix the param${suggest(name, params) || ` (parameters: ${quoted(params)})`}`,
        );
    }
    for (const [name, from] of Object.entries(entry.with)) {
      if (own && !contract.schemaAt(own, from))
        problems.push(
          `${where}.with.${name} '${from}': the contract's ${resource.api.model} has no '${from}': fix the path${pathSuggestion(contract, own, from)}`,
        );
    }
    const model = contract.schema(api.model);
    if (!model) {
      problems.push(`${where}.list.api.model '${api.model}' is not a schema of the contract: fix it`);
      return;
    }
    const detail = typeof entry.detail === 'object' ? entry.detail.field : entry.detail;
    const reads: Array<[string, string | undefined]> = [
      ['list.label', entry.list?.label],
      ['list.record', entry.list?.record],
      ['detail', detail],
    ];
    for (const [key, spec] of reads) {
      if (spec === undefined) continue;
      for (const path of labelPaths(spec)) {
        if (!contract.schemaAt(model, path))
          problems.push(
            `${where}.${key} '${path}': the contract's ${api.model} has no '${path}': fix the path${pathSuggestion(contract, model, path)}`,
          );
      }
    }
  });
  return problems;
}

/** Enum option lists cover exactly the values of the contract's enum they name (`type`). */
export function enumProblems(manifest: Manifest, contract: Contract): string[] {
  return Object.entries(manifest.enums).flatMap(([name, definition]) => {
    if (!definition.type) return [];
    const schema = contract.resolve(contract.schema(definition.type));
    if (!schema?.enum)
      return [
        `enums.${name}.type '${definition.type}' is not an enum schema of the contract: fix it${suggest(
          definition.type,
          Object.keys(contract.schemas).filter((key) => contract.resolve(contract.schema(key))?.enum),
        )}`,
      ];
    const values = schema.enum.map(String);
    const options = definition.options.map((option) => String(option.value));
    // A value that a mistyped option is close to is that option's mistake, said once (with "did you mean").
    const mistyped = new Set(
      options
        .filter((option) => !values.includes(option))
        .flatMap((option) =>
          closest(
            option,
            values.filter((value) => !options.includes(value)),
          ),
        ),
    );
    return [
      ...values
        .filter((value) => !options.includes(value) && !mistyped.has(value))
        .map(
          (value) =>
            `enums.${name}.options: the contract's ${definition.type} has value '${value}' with no option: add it to enums.${name}.options`,
        ),
      ...options
        .filter((value) => !values.includes(value))
        .map(
          (value) =>
            `enums.${name}.options: '${value}' is not a value of the contract's ${definition.type}: remove it${suggest(value, values)}`,
        ),
    ];
  });
}

/** Every problem between the manifest and the contract, one line each (empty when they agree). */
export function contractProblems(manifest: Manifest, contract: Contract): string[] {
  return [
    ...operationProblems(manifest, contract),
    ...recursoProblems(manifest, contract),
    ...manifest.resources.flatMap((resource) => [
      ...formProblems(resource, contract),
      ...listCallProblems(resource, contract),
      ...constraintProblems(resource, contract),
      ...filterProblems(resource, contract),
      ...rangeFilterProblems(resource, contract),
      ...upperFilterProblems(resource, contract),
      ...readPathProblems(resource, contract),
      ...relatedProblems(manifest, resource, contract),
    ]),
    ...enumProblems(manifest, contract),
  ];
}

export class ContractMismatchError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `the manifest does not match the contract:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    );
    this.name = 'ContractMismatchError';
  }
}
