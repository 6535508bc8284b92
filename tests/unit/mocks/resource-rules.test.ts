import { describe, expect, it } from 'vitest';
import type { Recurso } from '@generated/api/model';
import { CriaEmpresaBody } from '@generated/zod/empresas/empresas';
import { CriaFilialBody } from '@generated/zod/filiais/filiais';
import { cnpjCheckDigits } from '@mocks/db/data/documents';
import type { MockDatabase } from '@mocks/db/database';
import { queryResource, type AnyResourceDefinition } from '@mocks/kit/resource';
import { parseRequest } from '@mocks/kit/validation';
import { resourceDefinitions } from '@mocks/resources';
import { seededDatabase } from './seed-support';

type Result =
  | { fields: Record<string, unknown> }
  | { errors: Array<{ campo?: string; errors: string[] }>; conflict?: boolean };

/** Runs a definition's toRecord with a body parsed by its generated schema (as the handlers do). */
function save(db: MockDatabase, recurso: Recurso, body: unknown, currentId?: number): Result {
  const definition = resourceDefinitions[recurso] as unknown as AnyResourceDefinition;
  const schema = currentId ? definition.updateBody : definition.createBody;
  const current = currentId ? definition.table(db).get(currentId) : undefined;
  return definition.toRecord(schema.parse(body) as never, db, current) as Result;
}

const refused = (campo: string, message: string, conflict?: boolean) => ({
  errors: expect.arrayContaining([{ campo, errors: [message] }]),
  ...(conflict ? { conflict: true } : {}),
});

function customerBody(db: MockDatabase, changes: Record<string, unknown> = {}) {
  const empresa = db.resources.empresas.all().find((item) => item.ativo)!;
  const { nome, ie, planoId, servidorId, telefones, emails } = empresa;
  const { logradouro, bairro, numero, complemento, cep, cidadeId, paisId } = empresa.endereco;
  const dados = {
    nome,
    cpfcnpj: `112223330001${cnpjCheckDigits('112223330001')}`,
    ie,
    planoId,
    servidorId,
    telefones,
    emails,
    endereco: { logradouro, bairro, numero, complemento, cep, cidadeId, paisId },
  };
  return { dados: { ...dados, ...changes } };
}

describe('resource rules (toRecord)', () => {
  const db = seededDatabase('demo');

  it('refuses duplicated unique codes with 409', () => {
    const banco = db.resources.bancos.get(1)!;
    expect(save(db, 'bancos', { codigo: banco.codigo, nome: 'Outro banco', ispb: '12345678' })).toEqual(
      refused('codigo', 'Código já cadastrado', true),
    );
    expect(
      save(db, 'bancos', { codigo: banco.codigo, nome: 'renomeado', ispb: banco.ispb }, banco.id),
    ).toEqual({ fields: expect.objectContaining({ nome: 'RENOMEADO' }) });
    expect(save(db, 'paises', { nome: 'Brasil 2', codigoBacen: '9999', sigla: 'BR' })).toEqual(
      refused('sigla', 'Sigla já cadastrada', true),
    );
    const ncm = db.resources.ncms.get(1)!;
    expect(save(db, 'ncms', { codigo: ncm.codigo, descricao: 'x' })).toMatchObject({ conflict: true });
    expect(save(db, 'aliquotas-icms', { ufOrigem: 'SP', ufDestino: 'RJ', aliquota: 12 })).toMatchObject({
      conflict: true,
    });
    expect(save(db, 'modulos', { codigo: 'BASICO', descricao: 'Outro', valor: 1 })).toMatchObject({
      conflict: true,
    });
    expect(save(db, 'servidores', { nome: 'app-sp-01', endereco: 'x.example.com' })).toMatchObject({
      conflict: true,
    });
    expect(
      save(db, 'rotinas-front-end', { descricao: 'x', rota: '/dashboard/cidades', rotinaId: 1 }),
    ).toMatchObject({ conflict: true });
    const email = db.resources.usuarios.get(1)!.email.toUpperCase();
    expect(save(db, 'usuarios', { nome: 'Fulano', email, admin: true, permissaoId: 1 })).toEqual(
      refused('email', 'E-mail já cadastrado', true),
    );
  });

  it('checks the CFOP type against its first digit', () => {
    expect(save(db, 'cfops', { codigo: '5999', descricao: 'Teste', tipo: 'ENTRADA' })).toEqual(
      refused('codigo', 'Código inválido'),
    );
    expect(save(db, 'cfops', { codigo: '2999', descricao: 'Teste', tipo: 'ENTRADA' })).toEqual({
      fields: { codigo: '2999', descricao: 'TESTE', tipo: 'ENTRADA' },
    });
  });

  it('refuses a plan without the BASICO module or with an inactive module', () => {
    const ids = (...codigos: string[]) =>
      codigos.map((codigo) => db.resources.modulos.find((modulo) => modulo.codigo === codigo)!.id);
    expect(save(db, 'planos', { descricao: 'Sem básico', valor: 10, moduloIds: ids('CTE') })).toEqual(
      refused('moduloIds', 'O módulo básico deve ser selecionado'),
    );
    expect(
      save(db, 'planos', { descricao: 'Legado', valor: 10, moduloIds: ids('BASICO', 'DESKTOP_LEGADO') }),
    ).toEqual(refused('moduloIds', 'Opção inválida'));
    const saved = save(db, 'planos', { descricao: 'novo', valor: 10, moduloIds: ids('BASICO', 'CTE') });
    expect(saved).toEqual({
      fields: expect.objectContaining({
        descricao: 'NOVO',
        modulos: [expect.objectContaining({ codigo: 'BASICO' }), expect.objectContaining({ codigo: 'CTE' })],
      }),
    });
  });

  it('checks customers: CPF/CNPJ digits, active server and plan, phones, unique document; uppercases the address', async () => {
    const inactiveServer = db.resources.servidores.find((servidor) => !servidor.ativo)!;
    expect(save(db, 'empresas', customerBody(db, { cpfcnpj: '12345678000100' }))).toEqual(
      refused('dados.cpfcnpj', 'CPF/CNPJ inválido'),
    );
    expect(save(db, 'empresas', customerBody(db, { cpfcnpj: '12345678901' }))).toEqual(
      refused('dados.cpfcnpj', 'CPF/CNPJ inválido'),
    );
    expect(save(db, 'empresas', customerBody(db, { servidorId: inactiveServer.id }))).toEqual(
      refused('dados.servidorId', 'Opção inválida'),
    );
    expect(save(db, 'empresas', customerBody(db, { planoId: 999 }))).toEqual(
      refused('dados.planoId', 'Opção inválida'),
    );
    // A phone whose DDD does not exist (23), a masked one, or a mobile without its 9: the contract's pattern
    // (digits only, a DDD in use, a landline 2–5 or a mobile 9) refuses them before the record's rules.
    const phones = [
      { tipo: 'CELULAR', numero: '23987654321' },
      { tipo: 'FIXO', numero: '(11) 3456-7890' },
      { tipo: 'FIXO', numero: '1134567890' },
      { tipo: 'CELULAR', numero: '11887654321' },
    ];
    const parsed = parseRequest(CriaEmpresaBody, customerBody(db, { telefones: phones }));
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? undefined : await parsed.response.json()).toMatchObject({
      errors: [
        { campo: 'dados.telefones.0.numero', errors: ['Telefone inválido'] },
        { campo: 'dados.telefones.1.numero', errors: ['Telefone inválido'] },
        { campo: 'dados.telefones.3.numero', errors: ['Telefone inválido'] },
      ],
    });
    const taken = db.resources.empresas.get(2)!.cpfcnpj;
    expect(save(db, 'empresas', customerBody(db, { cpfcnpj: taken }))).toEqual(
      refused('dados.cpfcnpj', 'CPF/CNPJ já cadastrado', true),
    );
    const base = '12ABC34501DE';
    const body = customerBody(db, {
      cpfcnpj: `${base}${cnpjCheckDigits(base)}`,
      nome: 'nova transportes ltda',
    });
    body.dados.endereco = { ...body.dados.endereco, logradouro: 'rua das flores', complemento: 'fundos' };
    const saved = save(db, 'empresas', CriaEmpresaBody.parse(body));
    expect(saved).toEqual({
      fields: expect.objectContaining({ nome: 'NOVA TRANSPORTES LTDA', logoUrl: null }),
    });
    const fields = (
      saved as { fields: Record<string, { logradouro?: string; complemento?: string; cidade?: unknown }> }
    ).fields;
    expect(fields.endereco).toMatchObject({
      logradouro: 'RUA DAS FLORES',
      complemento: 'FUNDOS',
      cidade: { nome: expect.any(String) },
    });
  });

  it('stores an uploaded logo as a file and answers its /v1/arquivos URL', async () => {
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const saved = save(db, 'empresas', { ...customerBody(db), logo }) as { fields: { logoUrl: string } };
    expect(saved.fields.logoUrl).toMatch(/^\/v1\/arquivos\/file-\d+$/);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(db.files[saved.fields.logoUrl.split('/').pop()!]).toMatchObject({
      nome: 'logo.png',
      tipo: 'image/png',
      bytes: new Uint8Array([137, 80, 78, 71]),
    });
  });

  it('checks branches: one MATRIZ and unique codes per customer, document and CRT consistent', () => {
    const matriz = db.resources.filiais.find((filial) => filial.tipo === 'MATRIZ' && filial.ativo)!;
    const {
      id: _id,
      ativo: _a,
      createdAt: _c,
      usuarioCreated: _u,
      updatedAt: _up,
      usuarioUpdated: _uu,
      empresa: _e,
      ...input
    } = matriz;
    const root = matriz.cpfcnpj.slice(0, 8);
    const fresh = { ...input, codigo: 99, cpfcnpj: `${root}0099${cnpjCheckDigits(`${root}0099`)}` };
    expect(save(db, 'filiais', CriaFilialBody.parse(fresh))).toEqual(
      refused('tipo', 'O cliente já possui uma matriz', true),
    );
    expect(save(db, 'filiais', { ...fresh, tipo: 'FILIAL', codigo: 1 })).toEqual(
      refused('codigo', 'Código já cadastrado para este cliente', true),
    );
    expect(save(db, 'filiais', { ...fresh, tipo: 'FILIAL', tipoPessoa: 'FISICA' })).toEqual(
      refused('cpfcnpj', 'CPF/CNPJ inválido'),
    );
    expect(save(db, 'filiais', { ...fresh, tipo: 'FILIAL', regimeTributario: 'REAL', crt: 1 })).toEqual(
      refused('crt', 'Opção inválida'),
    );
    expect(save(db, 'filiais', { ...fresh, tipo: 'FILIAL' })).toEqual({
      fields: expect.objectContaining({ codigo: 99, empresa: matriz.empresa }),
    });
    expect(save(db, 'filiais', input, matriz.id)).toEqual({
      fields: expect.objectContaining({ codigo: 1, tipo: 'MATRIZ' }),
    });
  });

  it('refuses a unit whose branch belongs to another customer, and a repeated unit code', () => {
    const unidade = db.resources.unidades
      .all()
      .find((item) => item.ativo && db.resources.filiais.get(item.filialId)!.ativo)!;
    const other = db.resources.filiais.find(
      (filial) => filial.empresaId !== unidade.empresaId && filial.ativo,
    )!;
    const input = { codigo: 77, nome: 'pátio', empresaId: unidade.empresaId, filialId: other.id };
    expect(save(db, 'unidades', input)).toEqual(refused('filialId', 'Opção inválida'));
    expect(
      save(db, 'unidades', { ...input, filialId: unidade.filialId, codigo: unidade.codigo }),
    ).toMatchObject({ conflict: true });
    expect(save(db, 'unidades', { ...input, filialId: unidade.filialId })).toEqual({
      fields: expect.objectContaining({
        nome: 'PÁTIO',
        filial: expect.objectContaining({ id: unidade.filialId, codigo: expect.any(Number) }),
      }),
    });
  });

  it('checks users: an active admin profile for staff, active customers', () => {
    expect(save(db, 'usuarios', { nome: 'x', email: 'novo@retaguarda.dev', admin: true })).toEqual(
      refused('permissaoId', 'Campo obrigatório'),
    );
    expect(
      save(db, 'usuarios', { nome: 'x', email: 'novo@retaguarda.dev', admin: true, permissaoId: 3 }),
    ).toEqual(refused('permissaoId', 'Opção inválida'));
    const inactive = db.resources.permissoes.find((permissao) => !permissao.ativo)!;
    expect(
      save(db, 'usuarios', {
        nome: 'x',
        email: 'novo@retaguarda.dev',
        admin: true,
        permissaoId: inactive.id,
      }),
    ).toEqual(refused('permissaoId', 'Opção inválida'));
    const saved = save(db, 'usuarios', {
      nome: 'novo usuário',
      email: 'Novo@Retaguarda.dev',
      admin: false,
      empresaIds: [1],
    });
    expect(saved).toEqual({
      fields: expect.objectContaining({
        nome: 'NOVO USUÁRIO',
        email: 'novo@retaguarda.dev',
        emailConfirmado: false,
        empresas: [{ id: 1, nome: db.resources.empresas.get(1)!.nome }],
      }),
    });
  });

  it('refuses action codes another routine owns, unknown profile codes, and renaming the BASICO module', () => {
    const basico = db.resources.modulos.find((modulo) => modulo.codigo === 'BASICO')!;
    expect(
      save(db, 'rotinas', {
        descricao: 'x',
        codigo: 'NOVA',
        moduloId: basico.id,
        acoes: [{ codigo: 'CON_CID', descricao: 'x' }],
      }),
    ).toEqual(refused('acoes.0.codigo', 'Código já cadastrado', true));
    expect(save(db, 'permissoes', { descricao: 'x', admin: true, acoes: ['CON_CID', 'CON_NADA'] })).toEqual(
      refused('acoes.1', 'Opção inválida'),
    );
    expect(save(db, 'modulos', { codigo: 'BASE', descricao: 'x', valor: 1 }, basico.id)).toEqual(
      refused('codigo', 'Código inválido'),
    );
  });

  it('checks that a toll plaza city is active and in its UF, with one tariff per axle count', () => {
    const praca = db.resources['praca-pedagio'].find((item) => item.ativo)!;
    const { nome, concessionaria, rodovia, km, uf, cidadeId, sentido, latitude, longitude } = praca;
    const input = { nome, concessionaria, rodovia, km, uf, cidadeId, sentido, latitude, longitude };
    const otherUf = db.resources.cidades.find((cidade) => cidade.uf !== uf && cidade.ativo)!;
    expect(save(db, 'praca-pedagio', { ...input, cidadeId: otherUf.id })).toEqual(
      refused('cidadeId', 'Opção inválida'),
    );
    expect(
      save(db, 'praca-pedagio', {
        ...input,
        valores: [
          { eixos: 2, valor: 1 },
          { eixos: 2, valor: 2 },
        ],
      }),
    ).toEqual(refused('valores', 'Opção inválida'));
  });

  it("keeps a user's customer links in step with its empresaIds", () => {
    const copy = seededDatabase('demo');
    const link = copy.usuariosEmpresa.get(1)!;
    const usuario = copy.resources.usuarios.get(link.usuario.id)!;
    const input = {
      nome: 'outro nome',
      email: usuario.email,
      admin: false,
      permissaoId: usuario.permissaoId,
      empresaIds: [2, 3],
    };
    const saved = save(copy, 'usuarios', input, usuario.id);
    expect(saved).toMatchObject({ fields: { empresaIds: [2, 3] } });
    const stored = copy.resources.usuarios.update(usuario.id, (saved as { fields: object }).fields, null)!;
    resourceDefinitions.usuarios.afterSave?.(stored as never, copy);
    const links = copy.usuariosEmpresa.all().filter((item) => item.usuario.id === usuario.id);
    expect(links.map((item) => item.empresaId).sort()).toEqual([2, 3]);
    for (const item of links) expect(item.usuario.nome).toBe('OUTRO NOME');
  });

  it('renames the copies of a customer name kept by its branches and units', () => {
    const copy = seededDatabase('demo');
    const empresa = copy.resources.empresas.get(1)!;
    const body = customerBody(copy, { cpfcnpj: empresa.cpfcnpj, nome: 'Renomeada Transportes Ltda' });
    const saved = save(copy, 'empresas', body, empresa.id);
    expect(saved).toEqual({ fields: expect.objectContaining({ nome: 'RENOMEADA TRANSPORTES LTDA' }) });
    for (const filial of copy.resources.filiais.all().filter((item) => item.empresaId === 1))
      expect(filial.empresa.nome).toBe('RENOMEADA TRANSPORTES LTDA');
    for (const unidade of copy.resources.unidades.all().filter((item) => item.empresaId === 1))
      expect(unidade.empresa.nome).toBe('RENOMEADA TRANSPORTES LTDA');
  });
});

describe('resource definitions', () => {
  const db = seededDatabase('demo');
  const STANDARD = new Set(['pagina', 'limitePagina', 'filtros', 'situacao', 'ordenacao']);

  /** A value of an advanced filter that some seeded record matches. */
  function sampleValue(recurso: Recurso, key: string): unknown {
    const record = db.resources[recurso].all().find((item) => item.ativo) as unknown as Record<
      string,
      unknown
    >;
    if (key === 'valorMinimo') return 0;
    if (key === 'valorMaximo') return 100_000;
    if (key === 'prefixoCodigo') return String(record.codigo).slice(0, 4);
    if (key === 'codigoInicial') return String(record.codigo)[0];
    if (key === 'concessionaria') return String(record.concessionaria).slice(0, 6).toLowerCase();
    if (key === 'moduloId' && recurso === 'planos') return (record.moduloIds as number[])[0];
    // A server's cloud instance is its magaluId: the filter asks whether it has one.
    if (key === 'comInstanciaNuvem') return Boolean(record.magaluId);
    // A user's customers are a list: a customer some active user is linked to.
    if (key === 'empresaId' && recurso === 'usuarios')
      return db.resources.usuarios.all().find((item) => item.ativo && (item.empresaIds ?? []).length > 0)!
        .empresaIds![0];
    return record[key];
  }

  it.each(Object.entries(resourceDefinitions))(
    '%s: keyed by its API prefix, with a filter for every advanced filter of its list query',
    (key, definition) => {
      expect(definition.recurso).toBe(key);
      const anyDefinition = definition as unknown as AnyResourceDefinition;
      const shape = (anyDefinition.listQuery as unknown as { shape: Record<string, unknown> }).shape;
      for (const filtro of Object.keys(shape).filter((name) => !STANDARD.has(name))) {
        const query = anyDefinition.listQuery.parse({
          [filtro]: sampleValue(key as Recurso, filtro),
        }) as Record<string, unknown>;
        expect(anyDefinition.filters?.(query, db) ?? [], `${key}.${filtro}`).toHaveLength(1);
        expect(queryResource(anyDefinition, db, query).totalItens, `${key}.${filtro}`).toBeGreaterThan(0);
      }
      expect(anyDefinition.exportColumns.length).toBeGreaterThan(2);
    },
  );
});
