import { labelExpression, literal, pascalCase } from '../expressions';
import type { ConfigEntry, ResourceEntry } from '../manifest-schema';
import { renderField } from './form';
import { apiModule, file, ImportSet, MODULES, queryOptionsOf, resourceConst, zodModule, type RenderInput } from './shared';

/** 'unidades' → UnidadesConfigPage: the component of generated/pages/<segment>/config-page.tsx. */
export const configPageComponent = (resource: ResourceEntry): string => `${pascalCase(resource.segment)}ConfigPage`;
export const configPageFile = (resource: ResourceEntry): string => `generated/pages/${resource.segment}/config-page.tsx`;

/**
 * generated/pages/<segment>/config-page.tsx: the :id/configuracoes page of a resource with `config`, the kit's
 * ResourceConfigPage over the sections of its configuration form, its configuration operations and the
 * sections written by hand (`config.sections`). The declaration is exported too (its schema and values
 * are tested apart).
 */
export function renderConfigPage({ resource }: RenderInput, config: ConfigEntry): string {
  const imports = new ImportSet();
  const { api, flags } = resource;
  if (flags.config === undefined) throw new Error(`${resource.segment}: a configuration page needs flags.config`);
  const model = imports.type(MODULES.model, api.model);
  const getConfig = imports.type(apiModule(api.tag), config.get);
  const declaration = imports.type(MODULES.kitTypes, 'ConfigPageConfig');
  const page = imports.value(MODULES.kitTypes, 'ResourceConfigPage');
  const resourceInfo = imports.value(MODULES.resources, resourceConst(resource));
  const recordQuery = imports.value(apiModule(api.tag), queryOptionsOf(api.get));
  const configQuery = imports.value(apiModule(api.tag), queryOptionsOf(config.get));
  const update = imports.value(apiModule(api.tag), config.update);
  const schema = imports.value(zodModule(api.tag), config.body);
  const sections = config.formSections.map(
    (section) =>
      `{ title: ${literal(section.title)}, fields: [${section.fields.map((field) => renderField(field, imports)).join(',\n')}] }`,
  );
  const extra = config.extraSections.map((section) => imports.value(section.module, section.component));

  const body = `
/** The configuration as the API answers it. */
type Configuration = Awaited<ReturnType<typeof ${getConfig}>>;

export const configuration: ${declaration}<${model}, Configuration> = {
  resource: ${resourceInfo},
  viewFlag: ${literal(`canView${flags.view}`)},
  editFlag: ${literal(flags.config)},
  sections: [${sections.join(',\n')}],
  schema: ${schema},
  recordQuery: (id) => ${recordQuery}(id),
  configQuery: (id) => ${configQuery}(id),
  save: (id, body) => ${update}(id, body as Parameters<typeof ${update}>[1]),
  recordLabel: (record) => ${labelExpression('record', resource.recordLabel)},
  ${extra.length > 0 ? `extraSections: [${extra.join(', ')}],` : ''}
};

/** :id/configuracoes: ${resource.plural}. */
export function ${configPageComponent(resource)}() {
  return <${page} config={configuration} />;
}
`;
  return file(imports, body);
}
