import { labelExpression, literal, pascalCase } from '../expressions';
import type { ConfigEntry, Manifest, ResourceEntry } from '../manifest-schema';
import { renderField } from './form';
import {
  apiModule,
  file,
  ImportSet,
  MODULES,
  PAGES,
  queryOptionsOf,
  resourceConst,
  zodModule,
  type RenderInput,
} from './shared';

/** 'unidades' → UnidadesConfigPage: the component of generated/pages/<segment>/config-page.tsx. */
export const configPageComponent = (resource: ResourceEntry): string =>
  `${pascalCase(resource.segment)}ConfigPage`;
export const configPageFile = (resource: ResourceEntry): string =>
  `${PAGES}/${resource.segment}/config-page.tsx`;
/** 'fiscal' → fiscalConfigSections: one configuration form's sections (generated/tables/config-forms.ts). */
const configSectionsConst = (form: string): string => `${form}ConfigSections`;

/**
 * generated/tables/config-forms.ts: the sections of each configuration form of the manifest (`configForms`),
 * written once and shared by the configuration pages that use the form.
 */
export function renderConfigForms({ manifest }: { manifest: Manifest }): string {
  const imports = new ImportSet();
  const sectionType = imports.type(MODULES.kitTypes, 'FormSection');
  const forms = Object.entries(manifest.configForms).map(([name, form]) => {
    const sections = form.sections.map(
      (section) =>
        `{ title: ${literal(section.title)}, fields: [${section.fields.map((field) => renderField(field, imports)).join(',\n')}] }`,
    );
    return `export const ${configSectionsConst(name)}: readonly ${sectionType}[] = [${sections.join(',\n')}];`;
  });
  return file(imports, `\n${forms.join('\n\n')}\n`);
}

/**
 * generated/pages/<segment>/config-page.tsx: the :id/configuracoes page of a resource with `config`, the kit's
 * ResourceConfigPage over the sections of its configuration form (generated/tables/config-forms.ts), its
 * configuration operations and the sections written by hand (`config.sections`). The declaration is exported
 * too (its schema and values are tested apart).
 */
export function renderConfigPage({ resource }: RenderInput, config: ConfigEntry): string {
  const imports = new ImportSet();
  const { api, flags } = resource;
  // The page's flags (view or config to open, config to edit) come from the access table the flags feed.
  if (flags.config === undefined)
    throw new Error(`${resource.segment}: a configuration page needs flags.config`);
  const model = imports.type(MODULES.model, api.model);
  const getConfig = imports.type(apiModule(api.tag), config.get);
  const declaration = imports.type(MODULES.kitTypes, 'ConfigPageConfig');
  const page = imports.value(MODULES.kitTypes, 'ResourceConfigPage');
  const resourceInfo = imports.value(MODULES.resources, resourceConst(resource));
  const recordQuery = imports.value(apiModule(api.tag), queryOptionsOf(api.get));
  const configQuery = imports.value(apiModule(api.tag), queryOptionsOf(config.get));
  const update = imports.value(apiModule(api.tag), config.update);
  const schema = imports.value(zodModule(api.tag), config.body);
  const sections = imports.value(MODULES.configForms, configSectionsConst(config.form));
  const extra = config.extraSections.map((section) => imports.value(section.module, section.component));

  const body = `
/** The configuration the API answers with. */
type Configuration = Awaited<ReturnType<typeof ${getConfig}>>;
/** The body its update takes. */
type ConfigurationBody = Parameters<typeof ${update}>[1];

export const configuration: ${declaration}<${model}, Configuration, ConfigurationBody> = {
  resource: ${resourceInfo},
  sections: ${sections},
  schema: ${schema},
  recordQuery: (id) => ${recordQuery}(id),
  configQuery: (id) => ${configQuery}(id),
  save: (id, body) => ${update}(id, body),
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
