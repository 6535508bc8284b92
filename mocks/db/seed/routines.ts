import { resources } from '@generated/tables/resources';
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

/**
 * The app's screens in seed order, by route segment (their ids follow it, so the demo data stays as it
 * was); a resource of the manifest not listed here comes after, in the manifest's order.
 */
const SCREEN_ORDER = [
  ...'empresas planos filiais unidades usuarios permissoes modulos rotinas rotinas-front-end'.split(' '),
  ...'cidades paises bancos cfops aliquotas-icms aliquotas-seguro servidores pracas-pedagio ncms'.split(' '),
];

const rank = (segment: string) =>
  SCREEN_ORDER.includes(segment) ? SCREEN_ORDER.indexOf(segment) : SCREEN_ORDER.length;

/** Each resource's screens: route segment, id parameter, routine prefix, pt-BR name, configuration page. */
const SCREENS = resources
  .map((resource, index) => ({ resource, index }))
  .sort((a, b) => rank(a.resource.segment) - rank(b.resource.segment) || a.index - b.index)
  .flatMap(({ resource }) => {
    const entity = ENTITY_CODES.find((item) => item.segment === resource.segment);
    if (!entity) return [];
    const { segment, idParam, hasConfig } = resource;
    return [{ segment, idParam, prefix: entity.prefix, nome: entity.rotina.toUpperCase(), hasConfig }];
  });

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
  for (const { segment, idParam, prefix, nome, hasConfig } of SCREENS) {
    const base = `/dashboard/${segment}`;
    add(base, `${nome} - LISTAGEM`, prefix);
    add(`${base}/novo`, `${nome} - INCLUSÃO`, prefix);
    add(`${base}/:${idParam}/edita`, `${nome} - ALTERAÇÃO`, prefix);
    add(`${base}/:${idParam}/consulta`, `${nome} - CONSULTA`, prefix);
    if (hasConfig) add(`${base}/:${idParam}/configuracoes`, `${nome} - CONFIGURAÇÕES`, prefix);
  }
  const legacy = add('/dashboard/importacoes', 'IMPORTAÇÕES (TELA ANTIGA)', 'IMP_LEG');
  lock(telas, legacy.id, seed, 'TELA SUBSTITUÍDA PELO ASSISTENTE DE IMPORTAÇÃO');
}

/** A routine per entity of the action codes (plus a legacy one) and the app's screens. */
export function seedRoutines(db: MockDatabase, seed: SeedContext): void {
  seedSystemRoutines(db, seed);
  seedScreens(db, seed);
}
