import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  Contract,
  type JsonSchema,
  type OpenApiDocument,
  type Parameter,
} from '../../../codegen/src/contract';
import { applyScaffold } from '../../../codegen/src/scaffold/apply';
import { enumLabelsFrom } from '../../../codegen/src/scaffold/names';
import { patternFacts, sampleOf } from '../../../codegen/src/scaffold/patterns';

/**
 * `npm run scaffold`: the kinds, labels and enum labels it reads from a contract's words (issue 36: a
 * CPF field became cpfCnpj, a phone a code, 'Validade CNH ate' lost its accent, 'A – Motos' its letter),
 * with the fixture contract's moedas (contract-fixture/) given more properties and list parameters.
 */

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./contract-fixture/${name}`, import.meta.url)), 'utf8');
const manifestText = fixture('resources.yaml');

/** The fixture's moedas with `properties` added to MoedaInput and `parameters` to listaMoedas. */
function scaffoldWith(properties: Record<string, JsonSchema>, parameters: Parameter[] = []) {
  const document = parse(fixture('openapi.yaml')) as OpenApiDocument;
  const input = document.components?.schemas?.MoedaInput;
  Object.assign(input?.properties ?? {}, properties);
  const list = document.paths?.['/v1/moedas']?.get as { parameters: Parameter[] };
  list.parameters.push(...parameters);
  const { scaffold, left } = applyScaffold(manifestText, new Contract(document), 'moedas');
  const fields = scaffold.entry.form.sections.flatMap((section) => section.fields);
  return { scaffold, left, fields, field: (name: string) => fields.find((item) => item.name === name) };
}

const kindsOf = (properties: Record<string, JsonSchema>) => {
  const { fields } = scaffoldWith(properties);
  return Object.fromEntries(
    fields.filter((field) => field.name in properties).map((field) => [field.name, field.kind]),
  );
};

describe('npm run scaffold: documents', () => {
  it('takes a CPF alone as kind cpf: by its name, or by an 11-digit pattern its description calls CPF', () => {
    expect(
      kindsOf({
        cpf: { type: 'string' },
        cpfMotorista: { type: ['string', 'null'], pattern: '^[0-9]{11}$', title: 'CPF do motorista' },
        documentoTitular: { type: 'string', pattern: '^[0-9]{11}$', description: 'CPF do titular.' },
      }),
    ).toEqual({ cpf: 'cpf', cpfMotorista: 'cpf', documentoTitular: 'cpf' });
  });

  it('takes CPF or CNPJ as cpfCnpj: both in the name, or a pattern of 11 or 14 characters', () => {
    expect(
      kindsOf({
        cpfcnpj: { type: 'string' },
        cpfOuCnpj: { type: 'string' },
        documento: { type: 'string', pattern: '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$' },
        cpfResponsavel: { type: 'string', pattern: '^([0-9]{11}|[0-9]{14})$' },
      }),
    ).toEqual({ cpfcnpj: 'cpfCnpj', cpfOuCnpj: 'cpfCnpj', documento: 'cpfCnpj', cpfResponsavel: 'cpfCnpj' });
  });

  it('takes a CNPJ as cpfCnpj while the kit has no CNPJ-only kind, and says so', () => {
    const { field, scaffold } = scaffoldWith({ cnpjEmitente: { type: 'string', pattern: '^[0-9]{14}$' } });
    expect(field('cnpjEmitente')?.kind).toBe('cpfCnpj');
    expect(scaffold.notes).toContain(
      "moedas.form 'cnpjEmitente': kind cpfCnpj guessed from the name and the pattern ^[0-9]{14}$ (the kit has no CNPJ-only kind, and cpfCnpj takes a CPF too): check it",
    );
  });

  it('leaves other texts and codes alone: a name that mentions the CPF, an 11-digit RENAVAM', () => {
    expect(
      kindsOf({
        nomeSocial: { type: 'string', description: 'Nome como consta no CPF.' },
        renavam: { type: 'string', pattern: '^[0-9]{11}$', title: 'RENAVAM' },
      }),
    ).toEqual({ nomeSocial: 'text', renavam: 'code' });
  });
});

describe('npm run scaffold: contacts', () => {
  it('takes phones by name, by a pattern of 10 or 11 digits, by format, or 11 digits its description calls a phone', () => {
    expect(
      kindsOf({
        telefone: { type: 'string', pattern: '^[0-9]{10,11}$' },
        contatoPrincipal: { type: 'string', pattern: '^[0-9]{10,11}$' },
        recados: { type: 'string', format: 'tel' },
        numeroMovel: { type: 'string', pattern: '^\\d{11}$', description: 'Celular com DDD.' },
      }),
    ).toEqual({ telefone: 'phone', contatoPrincipal: 'phone', recados: 'phone', numeroMovel: 'phone' });
  });

  it('takes e-mails and URLs by format, name or pattern', () => {
    expect(
      kindsOf({
        email: { type: 'string' },
        emailFinanceiro: { type: 'string', format: 'email' },
        destinatario: { type: 'string', pattern: '^[^@]+@[^@]+$' },
        site: { type: 'string' },
        linkManual: { type: 'string' },
        endereco: { type: 'string', format: 'uri' },
        webhook: { type: 'string', pattern: '^https?://.+$' },
        servidor: { type: 'string', pattern: '^(https?://)?[a-z0-9.-]+$' },
      }),
    ).toEqual({
      email: 'email',
      emailFinanceiro: 'email',
      destinatario: 'email',
      site: 'url',
      linkManual: 'url',
      endereco: 'url',
      webhook: 'url',
      // A scheme the pattern makes optional: a server address, not a URL.
      servidor: 'text',
    });
  });

  it("recognises a CEP by name, masked pattern or description, as a code of 8 digits while 'cep' is the address's", () => {
    const { fields, scaffold, left } = scaffoldWith({
      cep: { type: 'string', pattern: '^[0-9]{8}$' },
      codigoPostal: { type: 'string', pattern: '^[0-9]{5}-?[0-9]{3}$' },
      destino: { type: 'string', pattern: '^[0-9]{8}$', description: 'CEP de destino.' },
    });
    expect(fields.filter((field) => ['cep', 'codigoPostal', 'destino'].includes(field.name))).toEqual([
      expect.objectContaining({ name: 'cep', kind: 'code', length: 8 }),
      expect.objectContaining({ name: 'codigoPostal', kind: 'code', length: 8 }),
      expect.objectContaining({ name: 'destino', kind: 'code', length: 8 }),
    ]);
    expect(scaffold.notes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^moedas\.form 'cep': kind code guessed from the name \(a CEP: the kit's cep kind/,
        ),
      ]),
    );
    expect(left).toEqual([]);
  });

  it('tells the reviewer each kind it guessed, and what from', () => {
    const { scaffold } = scaffoldWith({
      cpfMotorista: { type: 'string', pattern: '^[0-9]{11}$', title: 'CPF do motorista' },
      celular: { type: 'string', title: 'Celular' },
    });
    expect(scaffold.notes).toEqual(
      expect.arrayContaining([
        "moedas.form 'cpfMotorista': kind cpf guessed from the name and the pattern ^[0-9]{11}$: check it",
        "moedas.form 'celular': kind phone guessed from the name: check it",
      ]),
    );
  });
});

describe('npm run scaffold: labels', () => {
  it("keeps the contract's titles with their accents, and flags a label derived from a name", () => {
    const { field, scaffold } = scaffoldWith({
      validadeCnh: { type: 'string', format: 'date', title: 'Validade da CNH' },
      numeroCnh: { type: 'string', pattern: '^[0-9]{11}$' },
    });
    expect(field('validadeCnh')?.label).toBe('Validade da CNH');
    expect(field('numeroCnh')?.label).toBe('Número CNH');
    expect(scaffold.notes).toContain(
      "moedas.form 'numeroCnh': label 'Número CNH' derived from the name: check accents (the contract has no title or short description)",
    );
  });

  it("labels a range's bounds from the parameter's words, else from the field it bounds; the generic mock applies them", () => {
    const date = { type: 'string', format: 'date' } as const;
    const { scaffold, left } = scaffoldWith({ validadeCnh: { ...date, title: 'Validade da CNH' } }, [
      { name: 'validadeCnhDe', in: 'query', schema: date },
      { name: 'validadeCnhAte', in: 'query', description: 'Validade da CNH até (inclusive).', schema: date },
      { name: 'cotacaoMinima', in: 'query', schema: { type: 'number', title: 'Cotação mínima' } },
      { name: 'cotacaoMaxima', in: 'query', schema: { type: 'number' } },
    ]);
    expect(scaffold.entry.list.filters.slice(4)).toEqual([
      { name: 'validadeCnhDe', label: 'Validade da CNH de', kind: 'date' },
      { name: 'validadeCnhAte', label: 'Validade da CNH até', kind: 'date' },
      { name: 'cotacaoMinima', label: 'Cotação mínima', kind: 'decimal' },
      // 'cotacao' has no title: its label was made from its short description ('Cotação em reais').
      { name: 'cotacaoMaxima', label: 'Cotação em reais máxima', kind: 'decimal' },
    ]);
    expect(scaffold.review).toEqual([]);
    expect(left).toEqual([]);
  });

  it('flags a filter label derived from its name, and sends a parameter the generic mock cannot apply to a mock rule', () => {
    const { scaffold } = scaffoldWith({}, [
      { name: 'prefixoNome', in: 'query', schema: { type: 'string' } },
      {
        name: 'regiao',
        in: 'query',
        description: 'Região do Banco Central que emite a moeda.',
        schema: { type: 'string' },
      },
    ]);
    expect(scaffold.entry.list.filters.slice(4)).toEqual([
      { name: 'prefixoNome', label: 'Prefixo nome', kind: 'text' },
      { name: 'regiao', label: 'Região', kind: 'text' },
    ]);
    expect(scaffold.notes).toEqual(
      expect.arrayContaining([
        "moedas.list.filters 'prefixoNome': label 'Prefixo nome' derived from the name: check accents (the parameter has no title or short description)",
        "moedas.list.filters 'regiao': label 'Região' derived from the name: check accents (the parameter has no title or short description)",
      ]),
    );
    expect(scaffold.review.map((point) => [point.file, point.note.split(':')[0]])).toEqual([
      [
        'mocks/resources/moedas.ts',
        "the list's query parameter 'prefixoNome' is neither a field of Moeda nor a range's bound of one (<field>De or <field>Minimo, <field>Ate or <field>Maximo, over a date or a number)",
      ],
      [
        'mocks/resources/moedas.ts',
        "the list's query parameter 'regiao' is neither a field of Moeda nor a range's bound of one (<field>De or <field>Minimo, <field>Ate or <field>Maximo, over a date or a number)",
      ],
    ]);
  });

  it("labels a filter of a shared schema ($ref Id, Uf) by its field or its name, not by the schema's words", () => {
    const { scaffold } = scaffoldWith({ cidadeId: { $ref: '#/components/schemas/Id' } }, [
      { name: 'cidadeId', in: 'query', schema: { $ref: '#/components/schemas/Id' } },
      { name: 'bancoCentralId', in: 'query', schema: { $ref: '#/components/schemas/Id' } },
    ]);
    expect(scaffold.entry.list.filters.slice(4).map((filter) => filter.label)).toEqual([
      'Cidade',
      'Banco central',
    ]);
    expect(scaffold.notes).toEqual(
      expect.arrayContaining([
        "moedas.list.filters 'cidadeId': label 'Cidade' derived from the name: check accents (as its form field's label)",
        "moedas.list.filters 'bancoCentralId': label 'Banco central' derived from the name: check accents (the parameter has no title or short description)",
      ]),
    );
  });
});

describe('npm run scaffold: enum labels, whole, as the description writes them', () => {
  const values = ['A', 'B', 'AB', 'C'];
  const labels = (description: string, of: readonly string[] = values) =>
    Object.fromEntries(enumLabelsFrom(description, of));
  const cnh = { A: 'A – Motos', B: 'B – Carros', AB: 'AB – Motos e carros', C: 'C – Caminhões' };

  it("keeps the value written in the label: 'A = A – Motos' and 'A – Motos' give 'A – Motos'", () => {
    expect(
      labels('Categoria da CNH. A = A – Motos; B = B – Carros; AB = AB – Motos e carros; C = C – Caminhões.'),
    ).toEqual(cnh);
    expect(labels('Categoria da CNH: A – Motos; B – Carros; AB – Motos e carros; C – Caminhões.')).toEqual(
      cnh,
    );
    expect(
      labels(
        'Categoria da CNH (A = A – Motos, B = B – Carros, AB = AB – Motos e carros, C = C – Caminhões).',
      ),
    ).toEqual(cnh);
    expect(labels('Categoria da CNH.\nA – Motos\nB – Carros\nAB – Motos e carros\nC – Caminhões')).toEqual(
      cnh,
    );
    expect(labels('Categoria: A - Motos, B - Carros', ['A', 'B'])).toEqual({
      A: 'A - Motos',
      B: 'B - Carros',
    });
  });

  it("reads 'VALOR = rótulo' as before, and drops a value that only spells the label out", () => {
    expect(
      labels('Tipo do veículo. CAMINHAO = Caminhão; VAN = Van (até 3,5 t).', ['CAMINHAO', 'VAN']),
    ).toEqual({
      CAMINHAO: 'Caminhão',
      VAN: 'Van',
    });
    expect(labels('CAMINHAO – Caminhão; VAN – Van.', ['CAMINHAO', 'VAN'])).toEqual({
      CAMINHAO: 'Caminhão',
      VAN: 'Van',
    });
    expect(
      labels('Valores: FIDUCIARIA = Moeda fiduciária; DIGITAL = Moeda digital.', ['FIDUCIARIA', 'DIGITAL']),
    ).toEqual({
      FIDUCIARIA: 'Moeda fiduciária',
      DIGITAL: 'Moeda digital',
    });
  });

  it('keeps a note in parentheses with its clause, and a label that holds a value of its own', () => {
    expect(
      labels(
        'RCTR_C = Responsabilidade Civil do Transportador (obrigatório; acidentes); OUTROS = demais coberturas (ex. ambiental).',
        ['RCTR_C', 'OUTROS'],
      ),
    ).toEqual({ RCTR_C: 'Responsabilidade Civil do Transportador', OUTROS: 'demais coberturas' });
    expect(labels('A = A – Motos; B = B – Carros; AB = A e B.', ['A', 'B', 'AB'])).toEqual({
      A: 'A – Motos',
      B: 'B – Carros',
      AB: 'A e B',
    });
  });

  it('writes them into the manifest enum, and lists them for the reviewer', () => {
    const { scaffold } = scaffoldWith({
      categoriaCnh: {
        type: 'string',
        enum: ['A', 'B'],
        description: 'Categoria da CNH. A = A – Motos; B = B – Carros.',
      },
    });
    expect(scaffold.enums.MoedaCategoriaCnh.options).toEqual([
      { value: 'A', label: 'A – Motos' },
      { value: 'B', label: 'B – Carros' },
    ]);
    expect(scaffold.notes).toContain(
      "enums.MoedaCategoriaCnh: labels read from the contract's description (A 'A – Motos', B 'B – Carros'): check each is whole, as the screens show it",
    );
  });
});

describe('npm run scaffold: what a pattern says', () => {
  const patterns = [
    '^[0-9]{11}$',
    '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$',
    '^[0-9]{10,11}$',
    '^\\d{5}-?\\d{3}$',
    '^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$',
    '^[A-Z]{2,3}-[0-9]{3}$',
    '^[123567][0-9]{3}$',
    '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$',
    '^(ISENTO|[0-9]{2,14})$',
    '^[0-9]{1,2}\\.[0-9]{2}$',
  ];

  it('gives the lengths and whether only digits match', () => {
    expect(patternFacts('^[0-9]{11}$')).toEqual({ lengths: [11], digitsOnly: true });
    expect(patternFacts('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$')).toEqual({
      lengths: [11, 14],
      digitsOnly: false,
    });
    expect(patternFacts('^[0-9]{10,11}$')).toEqual({ lengths: [10, 11], digitsOnly: true });
    expect(patternFacts('^\\d{5}-?\\d{3}$')?.lengths).toEqual([8, 9]);
  });

  it('makes values that match, different for each variant', () => {
    for (const pattern of patterns) {
      const samples = [0, 1, 2, 3].map((variant) => sampleOf(pattern, variant));
      for (const sample of samples) expect(sample, pattern).toMatch(new RegExp(pattern));
    }
    expect(new Set([0, 1, 2, 3].map((variant) => sampleOf('^[0-9]{11}$', variant))).size).toBe(4);
  });

  it('says nothing of the patterns it does not follow', () => {
    for (const pattern of ['^(https?://)?[a-z.]+(/\\S*)?$', '^(?!0)[0-9]+$', '^.{3}$', '^[^@]+@[^@]+$'])
      expect([patternFacts(pattern), sampleOf(pattern)], pattern).toEqual([undefined, undefined]);
  });
});
