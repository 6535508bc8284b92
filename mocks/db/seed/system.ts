import type { MockDatabase } from '../database';
import { lock, seeded } from './helpers';
import { seedRoutines } from './routines';
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
  [
    'ENTERPRISE',
    [
      'BASICO',
      'CTE',
      'MDFE',
      'CTEOS',
      'NFE',
      'NFCE',
      'FINANCEIRO',
      'FROTA',
      'ESTOQUE',
      'ROTEIRIZACAO',
      'MOBILE',
      'BI',
    ],
  ],
  ['LEGADO 2019', ['BASICO', 'CTE', 'DESKTOP_LEGADO'], false],
];

const SERVERS = [
  'APP-SP-01',
  'APP-SP-02',
  'APP-SP-03',
  'APP-RJ-01',
  'APP-MG-01',
  'APP-PR-01',
  'APP-RS-01',
  'APP-GO-01',
  'APP-BA-01',
  'APP-PE-01',
  'HML-SP-01',
];

function seedModulesAndPlans(db: MockDatabase, seed: SeedContext): void {
  const { modulos, planos } = db.resources;
  for (const [codigo, descricao, valor] of MODULES)
    modulos.insert({ codigo, descricao, valor, ...seeded(seed, 4) }, seed.admin, seed.now);
  lock(
    modulos,
    modulos.find((modulo) => modulo.codigo === 'DESKTOP_LEGADO')!.id,
    seed,
    'MÓDULO DESCONTINUADO NA MIGRAÇÃO PARA A NUVEM',
  );
  for (const [descricao, codigos, ativo] of PLANS) {
    const items = codigos.map((codigo) => modulos.find((modulo) => modulo.codigo === codigo)!);
    const total = items.reduce((sum, modulo) => sum + modulo.valor, 0);
    const plano = planos.insert(
      {
        descricao,
        // A bundle costs about 15% less than its modules, priced at ",90".
        valor: Math.floor(total * 0.85) + 0.9,
        moduloIds: items.map((modulo) => modulo.id),
        modulos: items.map(({ id, codigo, descricao: nome, valor }) => ({
          id,
          codigo,
          descricao: nome,
          valor,
        })),
        ...seeded(seed, 4),
      },
      seed.admin,
      seed.now,
    );
    if (ativo === false)
      lock(planos, plano.id, seed, 'PLANO DESCONTINUADO; CLIENTES MIGRADOS PARA O ESSENCIAL');
  }
}

function seedServers(db: MockDatabase, seed: SeedContext): void {
  const table = db.resources.servidores;
  SERVERS.forEach((nome, index) => {
    const host = `${nome.toLowerCase()}.retaguarda.cloud`;
    const magaluId = index % 5 === 4 ? null : seed.faker.string.uuid();
    table.insert(
      { nome, endereco: index === 10 ? `https://${host}/api` : host, magaluId, ...seeded(seed, 4) },
      seed.admin,
      seed.now,
    );
  });
  const legacy = table.insert(
    { nome: 'APP-SP-00', endereco: '10.0.0.5:8080', magaluId: null, ...seeded(seed, 6) },
    seed.admin,
    seed.now,
  );
  lock(table, legacy.id, seed, 'SERVIDOR DESATIVADO APÓS A MIGRAÇÃO PARA A NUVEM');
}

/** Modules, plans, routines (one per entity of the action codes, plus a legacy one), app screens and servers. */
export function seedSystem(db: MockDatabase, seed: SeedContext): void {
  seedModulesAndPlans(db, seed);
  seedRoutines(db, seed);
  seedServers(db, seed);
}
