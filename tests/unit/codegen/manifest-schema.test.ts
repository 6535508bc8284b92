import { describe, expect, it } from 'vitest';
import { formatPath, ManifestError, parseManifest } from '../../../codegen/src/manifest-parse';
import { edit, fixtureData } from './support';

/** The problems parseManifest reports for `data` (empty when it is valid). */
function problems(data: unknown): readonly string[] {
  try {
    parseManifest(data);
    return [];
  } catch (error) {
    if (error instanceof ManifestError) return error.problems;
    throw error;
  }
}

describe('manifest schema', () => {
  it('accepts the fixture manifest', () => {
    expect(problems(fixtureData())).toEqual([]);
  });

  it('names the bad entry by its path', () => {
    const data = fixtureData();
    edit.set(data, 'resources[1].form.sections[0].fields[2].kind', 'cnpj');
    expect(problems(data)).toEqual([
      expect.stringMatching(/^resources\[1\]\.form\.sections\[0\]\.fields\[2\]\.kind: /),
    ]);
  });

  it("takes a single phone field outside a sub-form (a driver's phone); a CEP stays the address's", () => {
    const data = fixtureData();
    edit.set(data, 'resources[1].form.sections[0].fields[2].kind', 'phone');
    expect(problems(data)).toEqual([]);
    edit.set(data, 'resources[1].form.sections[0].fields[2].kind', 'cep');
    expect(problems(data)).toEqual([
      expect.stringMatching(/^resources\[1\]\.form\.sections\[0\]\.fields\[2\]\.kind: /),
    ]);
  });

  it('refuses unknown keys, missing entries and malformed values', () => {
    const data = fixtureData();
    edit.set(data, 'resources[0].list.columns[0].sortabel', true);
    edit.set(data, 'resources[0].idParam', undefined);
    edit.set(data, 'resources[0].defaultSort', 'nome');
    edit.set(data, 'resources[0].segment', 'Cidades');
    const found = problems(data);
    expect(found).toContainEqual(expect.stringMatching(/^resources\[0\]\.list\.columns\[0\]: .*sortabel/));
    expect(found).toContainEqual(expect.stringMatching(/^resources\[0\]\.idParam: /));
    expect(found).toContainEqual('resources[0].defaultSort: expected "field,asc" or "field,desc"');
    expect(found).toContainEqual('resources[0].segment: expected kebab-case (e.g. aliquotas-icms)');
  });

  it('checks the names an entry refers to', () => {
    const data = fixtureData();
    const fields = 'resources[1].form.sections[0].fields';
    edit.set(data, `${fields}[4].enum`, 'TipoEmpresa');
    edit.set(data, `${fields}[5].reference`, 'plano');
    edit.set(data, `${fields}[7].dependsOn.field`, 'empresa');
    edit.set(data, 'resources[1].view.sections[0].fields[2]', 'tipoX');
    edit.set(data, 'resources[1].list.filters[2].dependsOn.field', 'empresa');
    expect(problems(data)).toEqual([
      'resources[1].form.sections[0].fields[4].enum: unknown enum "TipoEmpresa"',
      'resources[1].form.sections[0].fields[5].reference: unknown reference "plano" (did you mean "planos"?)',
      'resources[1].form.sections[0].fields[7].dependsOn.field: unknown field "empresa" (did you mean "empresaId"?)',
      'resources[1].list.filters[2].dependsOn.field: unknown filter "empresa" (did you mean "empresaId"?)',
      'resources[1].view.sections[0].fields[2]: unknown form field "tipoX" (did you mean "tipo"?)',
    ]);
  });

  it('asks each kind for what it needs', () => {
    const data = fixtureData();
    const fields = 'resources[1].form.sections[0].fields';
    edit.set(data, `${fields}[3].ufField`, undefined); // ie
    edit.set(data, `${fields}[4].enum`, undefined); // enum
    edit.set(data, `${fields}[5].display`, undefined); // reference
    edit.set(data, 'resources[1].form.sections[2].fields[0].rowFields', undefined); // rows
    edit.set(data, 'resources[0].form.sections[0].fields[0].length', 3); // upper
    expect(problems(data)).toEqual([
      'resources[0].form.sections[0].fields[0].length: only kind code takes `length`',
      'resources[1].form.sections[0].fields[3].ufField: kind ie needs `ufField`',
      'resources[1].form.sections[0].fields[4].enum: kind enum needs `enum` (a name of enums)',
      'resources[1].form.sections[0].fields[5].display: kind reference needs `display` (the read-model label, e.g. empresa.nome)',
      'resources[1].form.sections[2].fields[0].rowFields: kind rows needs `rowFields`',
    ]);
  });

  it('checks a map (coordinates: decimal form fields; fillName: a text field) and where list tools come from', () => {
    const data = fixtureData();
    edit.set(data, 'resources[0].map.latitude', 'lat');
    edit.set(data, 'resources[0].map.longitude', 'uf');
    edit.set(data, 'resources[0].map.fillName', 'codigoIbge');
    edit.set(data, 'resources[0].map.title', 'nome completo');
    edit.set(data, 'resources[0].list.tools[0].module', '@/features/tolls/route');
    expect(problems(data)).toEqual([
      expect.stringMatching(/^resources\[0\]\.list\.tools\[0\]\.module: expected a module of src\/resources/),
      expect.stringMatching(/^resources\[0\]\.map\.title: /),
      'resources[0].map.latitude: unknown form field "lat"',
      'resources[0].map.longitude: "uf" must be of kind decimal',
      'resources[0].map.fillName: "codigoIbge" must be of kind text or upper',
    ]);
  });

  it('refuses duplicates, the kit status column and an image without multipart', () => {
    const data = fixtureData();
    edit.set(data, 'resources[1].segment', 'cidades');
    edit.push(data, 'resources[0].list.columns', { field: 'ativo', header: 'Ativo', kind: 'boolean' });
    edit.push(data, 'resources[0].form.sections[0].fields', {
      name: 'nome',
      label: 'Outro nome',
      kind: 'text',
    });
    edit.set(data, 'resources[1].api.multipart', undefined);
    expect(problems(data)).toEqual([
      'resources[0]: duplicate segment "cidades"',
      'resources[1]: duplicate segment "cidades"',
      'resources[0].form.sections[0].fields[0].name: duplicate field "nome"',
      'resources[0].form.sections[0].fields[4].name: duplicate field "nome"',
      'resources[0].list.columns[3].field: "ativo" is the kit\'s status column',
      'resources[1].api.multipart: an image field needs a multipart api',
      // The customers' related list of customers names a segment no entry has any more.
      'resources[1].related[0].resource: unknown resource "empresas"',
    ]);
  });

  it("refuses two columns of one list under the same header, the headers of the kit's columns and two naming columns", () => {
    const data = fixtureData();
    edit.push(data, 'resources[0].list.columns', { field: 'sigla', header: 'Nome', opensRecord: true });
    edit.push(data, 'resources[0].list.columns', { field: 'outra', header: 'Ações', opensRecord: true });
    expect(problems(data)).toEqual([
      'resources[0].list.columns[1]: duplicate column header "Nome"',
      'resources[0].list.columns[3]: duplicate column header "Nome"',
      'resources[0].list.columns[4].header: "Ações" is the header of a column the kit adds',
      'resources[0].list.columns: only one column opens the record (`opensRecord`)',
    ]);
  });

  it('asks for the permission flag names, the configuration flag with hasConfig only, and one resource per flag', () => {
    const data = fixtureData();
    edit.set(data, 'resources[0].flags.one', 'city');
    edit.set(data, 'resources[0].flags.config', 'canEditCityConfig');
    edit.set(data, 'resources[1].flags.config', undefined);
    expect(problems(data)).toEqual([
      'resources[0].flags.one: expected a PascalCase flag part (e.g. Cities, NCMs)',
      'resources[0].flags.config: only a resource with hasConfig takes `flags.config`',
      'resources[1].flags.config: hasConfig needs `flags.config` (e.g. canEditUnitConfig)',
    ]);
    const other = fixtureData();
    edit.set(other, 'resources[1].flags', {
      view: 'Customers',
      one: 'City',
      config: 'canEditCustomerConfig',
    });
    expect(problems(other)).toEqual([
      'resources[1].flags: flags already taken: canCreateCity, canEditCity, canLockCity',
    ]);
  });

  it('puts each resource in a known routine hub group, and every group has a resource', () => {
    const data = fixtureData();
    // Far from every group (a near one is taken for a typo of it: see manifest-messages.test.ts).
    edit.set(data, 'resources[1].hub.group', 'vendas');
    edit.set(data, 'resources[0].hub.icon', 'globe');
    edit.push(data, 'groups', { id: 'cadastros', label: 'Outra', icon: 'pi pi-book' });
    expect(problems(data)).toEqual([
      'resources[0].hub.icon: expected a primeicons class (e.g. pi pi-globe)',
      'groups[1]: group "clientes" has no resource (its resources name it in hub.group)',
      'groups[2].id: duplicate group "cadastros"',
      'resources[1].hub.group: unknown group "vendas" (an id of groups)',
    ]);
    const missing = fixtureData();
    edit.set(missing, 'resources[0].hub', undefined);
    expect(problems(missing)).toEqual([expect.stringMatching(/^resources\[0\]\.hub: /)]);
  });

  it('formats paths the way the messages show them', () => {
    expect(formatPath(['resources', 3, 'form', 'sections', 0, 'fields', 2, 'kind'])).toBe(
      'resources[3].form.sections[0].fields[2].kind',
    );
    expect(formatPath(['enums', 'Crt', 'options', 1, 'label'])).toBe('enums.Crt.options[1].label');
  });
});
