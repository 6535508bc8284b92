import { codesOf, ENTITY_CODES } from '../data/action-codes';
import type { MockDatabase } from '../database';
import { lock, seeded } from './helpers';
import type { SeedContext } from './seed-context';

/** The module each routine (by entity prefix) belongs to; the rest are BASICO. */
const ROUTINE_MODULE: Record<string, string> = {
  CFOP: 'NFE',
  NCM: 'NFE',
  ALIQ_ICMS: 'CTE',
  ALIQ_SEG: 'CTE',
  PRAC_PED: 'ROTEIRIZACAO',
};

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

function seedSystemRoutines(db: MockDatabase, seed: SeedContext): void {
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
      {
        descricao,
        rota,
        rotinaId: rotina.id,
        rotina: { id: rotina.id, descricao: rotina.descricao },
        ...seeded(seed, 4),
      },
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

/** A routine per entity of the action codes (plus a legacy one) and the app's screens (SPEC §2). */
export function seedRoutines(db: MockDatabase, seed: SeedContext): void {
  seedSystemRoutines(db, seed);
  seedScreens(db, seed);
}
