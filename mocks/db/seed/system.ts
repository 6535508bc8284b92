import { codesOf, ENTITY_CODES } from '../data/action-codes';
import type { MockDatabase } from '../database';
import { lock, seeded } from './helpers';
import type { SeedContext } from './seed-context';

/** Modules of the platform with their monthly value (BRL). BASICO is in every plan. */
const MODULES: Array<[codigo: string, descricao: string, valor: number]> = [
  ['BASICO', 'MÓDULO BÁSICO', 149.9],
  ['CTE', 'CONHECIMENTO DE TRANSPORTE ELETRÔNICO (CT-E)', 89.9],
  ['MDFE', 'MANIFESTO ELETRÔNICO DE DOCUMENTOS FISCAIS (MDF-E)', 59.9],
  ['CTEOS', 'CT-E OUTROS SERVIÇOS (CT-E OS)', 39.9],
  ['NFE', 'NOTA FISCAL ELETRÔNICA (NF-E)', 69.9],
  ['NFCE', 'NOTA FISCAL DE CONSUMIDOR ELETRÔNICA (NFC-E)', 49.9],
  ['FINANCEIRO', 'FINANCEIRO (CONTAS A PAGAR E A RECEBER)', 79.9],
  ['FROTA', 'GESTÃO DE FROTA E MANUTENÇÃO', 99.9],
  ['ESTOQUE', 'ESTOQUE E ARMAZENAGEM', 59.9],
  ['ROTEIRIZACAO', 'ROTEIRIZAÇÃO E CÁLCULO DE PEDÁGIO', 69.9],
  ['MOBILE', 'APLICATIVO DO MOTORISTA', 39.9],
  ['BI', 'BUSINESS INTELLIGENCE (PAINÉIS GERENCIAIS)', 129.9],
  ['DESKTOP_LEGADO', 'EMISSOR DESKTOP LEGADO', 29.9],
];

const PLANS: Array<[descricao: string, modulos: string[], ativo?: false]> = [
  ['ESSENCIAL', ['BASICO', 'CTE', 'MDFE']],
  ['EMISSOR NF-E', ['BASICO', 'NFE', 'NFCE']],
  ['PROFISSIONAL', ['BASICO', 'CTE', 'MDFE', 'CTEOS', 'NFE', 'FINANCEIRO']],
  ['FROTA TOTAL', ['BASICO', 'CTE', 'MDFE', 'FROTA', 'ROTEIRIZACAO', 'MOBILE']],
  ['ENTERPRISE', ['BASICO', 'CTE', 'MDFE', 'CTEOS', 'NFE', 'NFCE', 'FINANCEIRO', 'FROTA', 'ESTOQUE', 'ROTEIRIZACAO', 'MOBILE', 'BI']],
  ['LEGADO 2019', ['BASICO', 'CTE', 'DESKTOP_LEGADO'], false],
];

/** The module each routine (by entity prefix) belongs to; the rest are BASICO. */
const ROUTINE_MODULE: Record<string, string> = { CFOP: 'NFE', NCM: 'NFE', ALIQ_ICMS: 'CTE', ALIQ_SEG: 'CTE', PRAC_PED: 'ROTEIRIZACAO' };

/** The app's screens (SPEC §2): route segment, id parameter, routine prefix and pt-BR name. */
const SCREENS: Array<[segment: string, param: string, prefix: string, nome: string, configurable?: true]> = [
  ['empresas', 'customerId', 'EMP', 'CLIENTES', true],
  ['planos', 'planId', 'PLANO', 'PLANOS'],
  ['filiais', 'branchId', 'FIL', 'FILIAIS', true],
  ['unidades', 'unitId', 'UNI', 'UNIDADES', true],
  ['usuarios', 'userId', 'USU', 'USUÁRIOS'],
  ['permissoes', 'permissionId', 'PERM', 'PERMISSÕES'],
  ['modulos', 'moduleId', 'MOD', 'MÓDULOS'],
  ['rotinas', 'routineId', 'ROT', 'ROTINAS'],
  ['rotinas-front-end', 'routineId', 'FRONT_ROT', 'ROTINAS DE FRONT-END'],
  ['cidades', 'cityId', 'CID', 'CIDADES'],
  ['paises', 'countryId', 'PAIS', 'PAÍSES'],
  ['bancos', 'bankId', 'BANCO', 'BANCOS'],
  ['cfops', 'cfopId', 'CFOP', 'CFOPS'],
  ['aliquotas-icms', 'rateId', 'ALIQ_ICMS', 'ALÍQUOTAS DE ICMS'],
  ['aliquotas-seguro', 'rateId', 'ALIQ_SEG', 'ALÍQUOTAS DE SEGURO'],
  ['servidores', 'serverId', 'SERVIDOR', 'SERVIDORES'],
  ['pracas-pedagio', 'tollwayId', 'PRAC_PED', 'PRAÇAS DE PEDÁGIO'],
  ['ncms', 'ncmId', 'NCM', 'NCMS'],
];

const SERVERS = ['APP-SP-01', 'APP-SP-02', 'APP-SP-03', 'APP-RJ-01', 'APP-MG-01', 'APP-PR-01', 'APP-RS-01', 'APP-GO-01', 'APP-BA-01', 'APP-PE-01', 'HML-SP-01'];

function seedModulesAndPlans(db: MockDatabase, seed: SeedContext): void {
  const { modulos, planos } = db.resources;
  for (const [codigo, descricao, valor] of MODULES) modulos.insert({ codigo, descricao, valor, ...seeded(seed, 4) }, seed.admin, seed.now);
  lock(modulos, modulos.find((modulo) => modulo.codigo === 'DESKTOP_LEGADO')!.id, seed, 'MÓDULO DESCONTINUADO NA MIGRAÇÃO PARA A NUVEM');
  for (const [descricao, codigos, ativo] of PLANS) {
    const items = codigos.map((codigo) => modulos.find((modulo) => modulo.codigo === codigo)!);
    const total = items.reduce((sum, modulo) => sum + modulo.valor, 0);
    const plano = planos.insert(
      {
        descricao,
        // A bundle costs about 15% less than its modules, priced at ",90".
        valor: Math.floor(total * 0.85) + 0.9,
        moduloIds: items.map((modulo) => modulo.id),
        modulos: items.map(({ id, codigo, descricao: nome, valor }) => ({ id, codigo, descricao: nome, valor })),
        ...seeded(seed, 4),
      },
      seed.admin,
      seed.now,
    );
    if (ativo === false) lock(planos, plano.id, seed, 'PLANO DESCONTINUADO; CLIENTES MIGRADOS PARA O ESSENCIAL');
  }
}

function seedRoutines(db: MockDatabase, seed: SeedContext): void {
  const { modulos, rotinas } = db.resources;
  let acaoId = 1;
  for (const entity of ENTITY_CODES) {
    const modulo = modulos.find((item) => item.codigo === (ROUTINE_MODULE[entity.prefix] ?? 'BASICO'))!;
    const extras = new Set((entity.extra ?? []).map((extra) => extra.codigo));
    const nome = entity.rotina.toUpperCase();
    rotinas.insert(
      {
        descricao: nome,
        codigo: entity.prefix,
        moduloId: modulo.id,
        modulo: { id: modulo.id, descricao: modulo.descricao },
        acoes: codesOf(entity).map(({ codigo, descricao }) => ({
          id: acaoId++,
          codigo,
          descricao: extras.has(codigo) ? descricao.toUpperCase() : `${descricao} ${nome}`.toUpperCase(),
        })),
        ...seeded(seed, 4),
      },
      seed.admin,
      seed.now,
    );
  }
  // A routine of the old import screen, kept (inactive) because old profiles still mention it.
  const basico = modulos.find((item) => item.codigo === 'BASICO')!;
  const legacy = rotinas.insert(
    {
      descricao: 'IMPORTAÇÕES (TELA ANTIGA)',
      codigo: 'IMP_LEG',
      moduloId: basico.id,
      modulo: { id: basico.id, descricao: basico.descricao },
      acoes: [{ id: acaoId++, codigo: 'CON_IMP_LEG', descricao: 'CONSULTAR IMPORTAÇÕES (TELA ANTIGA)' }],
      ...seeded(seed, 6),
    },
    seed.admin,
    seed.now,
  );
  lock(rotinas, legacy.id, seed, 'ROTINA SUBSTITUÍDA PELO ASSISTENTE DE IMPORTAÇÃO');
}

function seedScreens(db: MockDatabase, seed: SeedContext): void {
  const { rotinas } = db.resources;
  const telas = db.resources['rotinas-front-end'];
  const add = (rota: string, descricao: string, prefix: string) => {
    const rotina = rotinas.find((item) => item.codigo === prefix)!;
    return telas.insert(
      { descricao, rota, rotinaId: rotina.id, rotina: { id: rotina.id, descricao: rotina.descricao }, ...seeded(seed, 4) },
      seed.admin,
      seed.now,
    );
  };
  for (const [segment, param, prefix, nome, configurable] of SCREENS) {
    const base = `/dashboard/${segment}`;
    add(base, `${nome} - LISTAGEM`, prefix);
    add(`${base}/novo`, `${nome} - INCLUSÃO`, prefix);
    add(`${base}/:${param}/edita`, `${nome} - ALTERAÇÃO`, prefix);
    add(`${base}/:${param}/consulta`, `${nome} - CONSULTA`, prefix);
    if (configurable) add(`${base}/:${param}/configuracoes`, `${nome} - CONFIGURAÇÕES`, prefix);
  }
  const legacy = add('/dashboard/importacoes', 'IMPORTAÇÕES (TELA ANTIGA)', 'IMP_LEG');
  lock(telas, legacy.id, seed, 'TELA SUBSTITUÍDA PELO ASSISTENTE DE IMPORTAÇÃO');
}

function seedServers(db: MockDatabase, seed: SeedContext): void {
  const table = db.resources.servidores;
  SERVERS.forEach((nome, index) => {
    const host = `${nome.toLowerCase()}.retaguarda.cloud`;
    const magaluId = index % 5 === 4 ? null : seed.faker.string.uuid();
    table.insert({ nome, endereco: index === 10 ? `https://${host}/api` : host, magaluId, ...seeded(seed, 4) }, seed.admin, seed.now);
  });
  const legacy = table.insert({ nome: 'APP-SP-00', endereco: '10.0.0.5:8080', magaluId: null, ...seeded(seed, 6) }, seed.admin, seed.now);
  lock(table, legacy.id, seed, 'SERVIDOR DESATIVADO APÓS A MIGRAÇÃO PARA A NUVEM');
}

/** Modules, plans, routines (one per entity of the action codes, plus a legacy one), app screens and servers. */
export function seedSystem(db: MockDatabase, seed: SeedContext): void {
  seedModulesAndPlans(db, seed);
  seedRoutines(db, seed);
  seedScreens(db, seed);
  seedServers(db, seed);
}
