import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Contract, type OpenApiDocument } from '../../../codegen/src/contract';
import { contractProblems } from '../../../codegen/src/contract-checks';
import { parseManifest } from '../../../codegen/src/manifest-parse';
import { edit, readYaml } from './support';

/**
 * What `npm run generate` says when the manifest and the contract disagree: one line per problem, naming
 * the resource and the manifest entry to edit. The fixture (contract-fixture/) is a small bundled contract
 * with países and moedas and a manifest with países only.
 */

const fixture = (name: string) => fileURLToPath(new URL(`./contract-fixture/${name}`, import.meta.url));

interface FixtureDocument extends OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string; parameters?: unknown[] }>>;
  components: { schemas: Record<string, Record<string, unknown>> };
}

/** The fixture contract without moedas in the Recurso enum, so it agrees with the fixture manifest. */
function agreeingContract(): FixtureDocument {
  const document = readYaml(fixture('openapi.yaml')) as FixtureDocument;
  document.components.schemas.Recurso.enum = ['paises'];
  return document;
}

const manifestData = () => readYaml(fixture('resources.yaml'));

function problems(manifest: unknown, document: FixtureDocument): string[] {
  return contractProblems(parseManifest(manifest), new Contract(document));
}

const paisInput = (document: FixtureDocument) =>
  document.components.schemas.PaisInput as { properties: Record<string, unknown>; required: string[] };

describe('the manifest against the contract (npm run generate)', () => {
  it('finds nothing to say when they agree', () => {
    expect(problems(manifestData(), agreeingContract())).toEqual([]);
  });

  it('names an input property with no form field, its resource and the manifest section', () => {
    const document = agreeingContract();
    paisInput(document).properties.sigla2 = { type: 'string' };
    expect(problems(manifestData(), document)).toEqual([
      "paises.form.sections: the contract's PaisInput has property 'sigla2' with no form field: add it to paises.form.sections",
    ]);
  });

  it('names a list query parameter with no filter', () => {
    const document = agreeingContract();
    document.paths['/v1/paises'].get.parameters?.push({
      name: 'continente',
      in: 'query',
      schema: { type: 'string' },
    });
    expect(problems(manifestData(), document)).toEqual([
      "paises.list.filters: the contract's listaPaises has query parameter 'continente' with no filter: add it to paises.list.filters",
    ]);
  });

  it('does not take the kit’s own list params (page, size, search, tab, order) for filters', () => {
    const data = manifestData();
    edit.push(data, 'resources[0].list.filters', { name: 'pagina', label: 'Página', kind: 'integer' });
    expect(problems(data, agreeingContract())).toEqual([
      "paises.list.filters[1] 'pagina' is not a query parameter of the contract's listaPaises: remove the filter or fix its name (parameters: 'sigla')",
    ]);
  });

  // The picker source paises takes its get from the resource paises: one mistake, said once (there).
  it('names a declared operation the contract does not have, with the operations of its tag', () => {
    const document = agreeingContract();
    document.paths['/v1/paises/{id}'].get.operationId = 'buscaPaisPorId';
    expect(problems(manifestData(), document)).toEqual([
      "paises.api.get 'buscaPais' is not an operation of the contract: fix paises.api.get (operations tagged paises: listaPaises, criaPais, buscaPaisPorId, alteraPais, exportaExcelPaises, exportaListagemPaises, buscaColunasUsuarioPaises, alteraColunasUsuarioPaises)",
    ]);
  });

  it('names an export or column preference the generated list page calls and the contract lacks', () => {
    const document = agreeingContract();
    delete document.paths['/v1/paises/exporta-excel'];
    document.paths['/v1/paises/colunas-usuarios'].post.operationId = 'gravaColunasPaises';
    expect(problems(manifestData(), document)).toEqual([
      "paises: the contract has no 'exportaExcelPaises' (GET /v1/paises/exporta-excel, with the list's filters), which the generated list page calls: add it (docs/adding-a-resource.md, \"1. The contract\")",
      "paises: the contract has no 'alteraColunasUsuarioPaises' (POST /v1/paises/colunas-usuarios, with the list's filters), which the generated list page calls: add it (docs/adding-a-resource.md, \"1. The contract\")",
    ]);
  });

  it('names a schema the contract does not have and a body of another schema', () => {
    const data = manifestData();
    edit.set(data, 'resources[0].api.input', 'PaisDados');
    const document = agreeingContract();
    expect(problems(data, document)).toEqual([
      "paises.api.input 'PaisDados' is not a schema of the contract: fix paises.api.input",
    ]);
    document.components.schemas.PaisDados = { type: 'object' };
    expect(problems(data, document)).toEqual([
      "paises.api: the contract's criaPais takes PaisInput, not PaisDados: fix paises.api.input (or the contract's request body)",
      "paises.api: the contract's alteraPais takes PaisInput, not PaisDados: fix paises.api.input (or the contract's request body)",
      "paises.form.sections[0].fields[0] 'nome' is not a property of the contract's PaisDados: remove the field or fix its name",
      "paises.form.sections[0].fields[1] 'sigla' is not a property of the contract's PaisDados: remove the field or fix its name",
    ]);
  });

  it('names the form field, column and filter of a property the contract no longer has', () => {
    const data = manifestData();
    edit.push(data, 'resources[0].form.sections[0].fields', {
      name: 'codigoBacen',
      label: 'Código BACEN',
      kind: 'code',
    });
    edit.push(data, 'resources[0].list.columns', { field: 'codigoBacen', header: 'Código BACEN' });
    edit.push(data, 'resources[0].list.filters', {
      name: 'codigoBacen',
      label: 'Código BACEN',
      kind: 'code',
    });
    expect(problems(data, agreeingContract())).toEqual([
      "paises.form.sections[0].fields[2] 'codigoBacen' is not a property of the contract's PaisInput: remove the field or fix its name",
      "paises.list.filters[1] 'codigoBacen' is not a query parameter of the contract's listaPaises: remove the filter or fix its name (parameters: 'sigla')",
      "paises.list.columns[2] 'codigoBacen': the contract's Pais has no 'codigoBacen': fix the path or remove the column",
    ]);
  });

  it('names a view field and a record label path the read model does not have', () => {
    const data = manifestData();
    edit.set(data, 'resources[0].recordLabel', '{nome} ({continente})');
    edit.set(data, 'resources[0].view', {
      sections: [{ title: 'Dados gerais', fields: ['nome', { field: 'bandeira.url', label: 'Bandeira' }] }],
    });
    expect(problems(data, agreeingContract())).toEqual([
      "paises.view.sections[0].fields[1] 'bandeira.url': the contract's Pais has no 'bandeira.url': fix the path or remove the view field",
      "paises.recordLabel 'continente': the contract's Pais has no 'continente': fix the path or remove the path from recordLabel",
    ]);
  });

  it('names a reference detail path the listed record does not have', () => {
    const data = manifestData();
    edit.set(data, 'references.paises.detail', ['sigla', { field: 'continente.nome', kind: 'text' }]);
    expect(problems(data, agreeingContract())).toEqual([
      "references.paises.detail[1] 'continente.nome': the contract's Pais has no 'continente.nome': fix the path or remove it",
    ]);
  });

  it('names required, maxLength and bounds that differ from the contract', () => {
    const document = agreeingContract();
    paisInput(document).required = ['nome'];
    (paisInput(document).properties.nome as { maxLength: number }).maxLength = 100;
    expect(problems(manifestData(), document)).toEqual([
      "paises.form.sections[0].fields[0] 'nome': maxLength is 120, the contract says 100: set maxLength: 100",
      "paises.form.sections[0].fields[1] 'sigla': required is true, the contract says false: set required: false",
    ]);
  });

  it('names decimal places that differ from the contract’s scale (x-decimal-places)', () => {
    const data = manifestData();
    const document = agreeingContract();
    paisInput(document).properties.cotacaoDolar = { type: 'number', minimum: 0, 'x-decimal-places': 4 };
    edit.push(data, 'resources[0].form.sections[0].fields', {
      name: 'cotacaoDolar',
      label: 'Cotação do dólar',
      kind: 'decimal',
    });
    expect(problems(data, document)).toEqual([
      "paises.form.sections[0].fields[2] 'cotacaoDolar': decimals is 2, the contract says 4: set decimals: 4",
    ]);
    edit.set(data, 'resources[0].form.sections[0].fields[2].decimals', 4);
    expect(problems(data, document)).toEqual([]);
  });

  it('asks for an upper-casing kind where the list parameter takes capitals only', () => {
    const data = manifestData();
    edit.set(data, 'resources[0].list.filters[0].kind', 'text');
    expect(problems(data, agreeingContract())).toEqual([
      "paises.list.filters[0] 'sigla': the contract's parameter takes capitals only: set kind: upper or upperCode",
    ]);
  });

  it('names a range filter whose name reads as a bound of a field the record does not have', () => {
    const data = manifestData();
    const document = agreeingContract();
    for (const name of ['nomeDe', 'fundacaoAte']) {
      document.paths['/v1/paises'].get.parameters?.push({ name, in: 'query', schema: { type: 'string' } });
      edit.push(data, 'resources[0].list.filters', { name, label: 'Limite', kind: 'date' });
    }
    expect(problems(data, document)).toEqual([
      "paises.list.filters[2] 'fundacaoAte' reads as a bound of 'fundacao', which the contract's Pais has not: name it <field>De/<field>Ate (or Minimo/Maximo) after a field of the record",
    ]);
  });

  it('names an API prefix missing from the Recurso enum, and a value of it with no resource', () => {
    expect(problems(manifestData(), readYaml(fixture('openapi.yaml')) as FixtureDocument)).toEqual([
      "the contract's Recurso enum has 'moedas' with no resource: add its entry to resources (npm run scaffold -- moedas)",
    ]);
    const document = agreeingContract();
    document.components.schemas.Recurso.enum = [];
    expect(problems(manifestData(), document)).toEqual([
      "paises.recurso 'paises' is not a value of the contract's Recurso enum: add it to the enum (openapi/schemas/recursos.yaml) or fix paises.recurso",
    ]);
  });

  it('names enum values with no option and options the contract does not have', () => {
    const data = manifestData();
    edit.set(data, 'enums', {
      TipoMoeda: {
        type: 'TipoMoeda',
        options: [
          { value: 'FIDUCIARIA', label: 'Fiduciária' },
          { value: 'CRIPTO', label: 'Cripto' },
        ],
      },
    });
    expect(problems(data, agreeingContract())).toEqual([
      "enums.TipoMoeda.options: the contract's TipoMoeda has value 'DIGITAL' with no option: add it to enums.TipoMoeda.options",
      "enums.TipoMoeda.options: 'CRIPTO' is not a value of the contract's TipoMoeda: remove it",
    ]);
  });
});
