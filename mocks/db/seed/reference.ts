import { buildAliquotasIcms } from '../data/aliquotas-icms';
import { ALIQUOTAS_SEGURO } from '../data/aliquotas-seguro';
import { BANCOS } from '../data/bancos';
import { CEPS } from '../data/ceps';
import { CFOPS } from '../data/cfops';
import { CIDADES } from '../data/cidades';
import { NCMS } from '../data/ncms';
import { PAISES } from '../data/paises';
import { PRACAS_PEDAGIO } from '../data/pracas-pedagio';
import { UFS } from '../data/ufs';
import type { MockDatabase } from '../database';
import { seedCities } from './cities';
import { lock, seeded } from './helpers';
import type { SeedContext } from './seed-context';
import { seedSystem } from './system';

/** Cities the rest of the seed points at (capitals, CEPs, toll plazas): never seeded inactive. */
function referencedCities(): Set<string> {
  const codes = new Set(CEPS.map((cep) => cep.codigoIbge));
  for (const cidade of CIDADES) {
    const hasPlaza = PRACAS_PEDAGIO.some((praca) => praca.cidade === cidade.nome && praca.uf === cidade.uf);
    if (cidade.capital || hasPlaza) codes.add(cidade.codigoIbge);
  }
  return codes;
}

function seedFiscal(db: MockDatabase, seed: SeedContext): void {
  const { admin, now } = seed;
  const { bancos, paises, cfops, ncms } = db.resources;
  for (const banco of BANCOS)
    bancos.insert({ ...banco, nome: banco.nome.toUpperCase(), ...seeded(seed) }, admin, now);
  lock(bancos, bancos.size, seed, 'INSTITUIÇÃO INCORPORADA POR OUTRO BANCO');
  for (const pais of PAISES)
    paises.insert({ ...pais, nome: pais.nome.toUpperCase(), ...seeded(seed) }, admin, now);
  lock(paises, paises.size, seed, 'PAÍS SEM OPERAÇÕES DE COMÉRCIO EXTERIOR NA PLATAFORMA');
  for (const cfop of CFOPS)
    cfops.insert({ ...cfop, descricao: cfop.descricao.toUpperCase(), ...seeded(seed) }, admin, now);
  lock(cfops, 3, seed, 'CFOP NÃO UTILIZADO PELAS TRANSPORTADORAS CLIENTES', {
    lock: 'CFOP BLOQUEADO PARA REVISÃO DA DESCRIÇÃO',
    unlock: 'DESCRIÇÃO REVISADA CONFORME AJUSTE SINIEF',
  });
  for (const ncm of NCMS)
    ncms.insert({ ...ncm, descricao: ncm.descricao.toUpperCase(), ...seeded(seed) }, admin, now);
  lock(ncms, ncms.size, seed, 'CÓDIGO EXTINTO NA ÚLTIMA ATUALIZAÇÃO DA TIPI');

  const icms = db.resources['aliquotas-icms'];
  // The demo leaves Acre's interstate rates out, so staff can register a pair (the table is unique per pair).
  const seededPairs = buildAliquotasIcms(UFS).filter(
    (rate) => !(rate.ufOrigem === 'AC' && rate.interestadual),
  );
  for (const { interestadual: _interestadual, ...rate } of seededPairs)
    icms.insert({ ...rate, ...seeded(seed) }, admin, now);
  lock(icms, 2, seed, 'ALÍQUOTA EM REVISÃO APÓS MUDANÇA NA LEGISLAÇÃO ESTADUAL');
  const seguros = db.resources['aliquotas-seguros'];
  for (const { codigo: _codigo, ...rate } of ALIQUOTAS_SEGURO)
    seguros.insert({ ...rate, descricao: rate.descricao.toUpperCase(), ...seeded(seed) }, admin, now);
  lock(seguros, seguros.size, seed, 'APÓLICE NÃO RENOVADA PELA SEGURADORA');
}

function seedTollPlazas(db: MockDatabase, seed: SeedContext): void {
  const cities = new Map(db.resources.cidades.all().map((cidade) => [`${cidade.nome}|${cidade.uf}`, cidade]));
  const table = db.resources['praca-pedagio'];
  for (const praca of PRACAS_PEDAGIO) {
    const cidade = cities.get(`${praca.cidade}|${praca.uf}`);
    if (!cidade) continue;
    const { nome, concessionaria, rodovia, km, sentido, latitude, longitude, valores } = praca;
    table.insert(
      {
        nome: nome.toUpperCase(),
        concessionaria: concessionaria.toUpperCase(),
        rodovia,
        km,
        uf: cidade.uf,
        cidadeId: cidade.id,
        cidade: { id: cidade.id, nome: cidade.nome },
        sentido,
        latitude,
        longitude,
        valores: valores.map((valor) => ({ ...valor })),
        ...seeded(seed),
      },
      seed.admin,
      seed.now,
    );
  }
  lock(table, table.size, seed, 'PRAÇA DESATIVADA COM O FIM DA CONCESSÃO');
}

/**
 * The reference tables: banks, cities (50,000 in the 'large' profile), countries, CFOPs, NCMs, ICMS
 * and insurance rates, toll plazas, then modules, plans, routines, screens and servers.
 */
export function seedReference(db: MockDatabase, seed: SeedContext): void {
  seedCities(db, seed, referencedCities());
  seedFiscal(db, seed);
  seedTollPlazas(db, seed);
  seedSystem(db, seed);
}
