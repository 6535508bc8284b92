import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Recurso } from '@generated/api/model';
import { permissionEntities } from '@generated/tables/permissions';
import { ListaUsuariosPorEmpresaResponse } from '@generated/zod/usuarios/usuarios';
import { PRACAS_PEDAGIO } from '@mocks/db/data/pracas-pedagio';
import { UFS } from '@mocks/db/data/ufs';
import { snapshotDatabase } from '@mocks/db/database';
import { pascalCase } from '../../../codegen/src/expressions';
import { realManifest } from '../codegen/support';
import { seededDatabase } from './seed-support';

const zodModules = import.meta.glob<Record<string, z.ZodType>>('/generated/zod/*/*.ts', { eager: true });

/** The read model of each resource (the contract's get answer, `Busca<X>Response`), by API prefix. */
const RESPONSES = Object.fromEntries(
  realManifest().resources.map(({ recurso, api }) => [
    recurso,
    zodModules[`/generated/zod/${api.tag}/${api.tag}.ts`][`${pascalCase(api.get)}Response`],
  ]),
) as Record<Recurso, z.ZodType>;

describe('demo seed', () => {
  const db = seededDatabase('demo');

  it('is deterministic: seeding twice gives the same data', () => {
    expect(snapshotDatabase(seededDatabase('demo'))).toEqual(snapshotDatabase(db));
  });

  it.each(Object.keys(RESPONSES) as Recurso[])(
    'seeds %s records that match the read model of the contract',
    (recurso) => {
      const records = db.resources[recurso].all();
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) {
        const parsed = RESPONSES[recurso].safeParse(record);
        expect(parsed.error?.issues ?? [], `${recurso} #${record.id}`).toEqual([]);
      }
    },
  );

  it.each(Object.keys(RESPONSES) as Recurso[])(
    'seeds some inactive %s with a lock reason in the history',
    (recurso) => {
      const table = db.resources[recurso];
      const locked = table.all().filter((record) => !record.ativo);
      expect(locked.length).toBeGreaterThan(0);
      for (const record of locked)
        expect(table.historyOf(record.id)[0]).toMatchObject({
          ativo: false,
          motivo: expect.stringMatching(/^.{15,}$/),
        });
    },
  );

  it('creates records in the past, authored by the administrator', () => {
    for (const record of db.resources.empresas.all()) {
      expect(new Date(record.createdAt).getTime()).toBeLessThan(new Date('2026-11-21T12:00:00Z').getTime());
      expect(record.usuarioCreated).toMatchObject({ id: 1, nome: 'ANA CAROLINA MENDES' });
    }
  });

  it('includes the BASICO module in every plan, and module copies match the modules', () => {
    for (const plano of db.resources.planos.all()) {
      expect(plano.modulos.map((modulo) => modulo.codigo)).toContain('BASICO');
      expect(plano.modulos.map((modulo) => modulo.id)).toEqual(plano.moduloIds);
      for (const modulo of plano.modulos) expect(db.resources.modulos.get(modulo.id)).toMatchObject(modulo);
    }
  });

  it('has the ICMS pairs of the 27 UFs once (Acre interstate left to register), a routine per entity and every toll plaza', () => {
    const pairs = db.resources['aliquotas-icms']
      .all()
      .map((aliquota) => `${aliquota.ufOrigem}${aliquota.ufDestino}`);
    // Every pair but Acre's interstate ones, which the demo leaves for staff to register.
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(pairs.length).toBe(UFS.length * UFS.length - (UFS.length - 1));
    expect(pairs.filter((pair) => pair.startsWith('AC'))).toEqual(['ACAC']);
    expect(
      db.resources['aliquotas-icms'].find((a) => a.ufOrigem === 'SP' && a.ufDestino === 'BA')?.aliquota,
    ).toBe(7);
    const rotinas = db.resources.rotinas.all().filter((rotina) => rotina.ativo);
    expect(rotinas.map((rotina) => rotina.codigo).sort()).toEqual(
      permissionEntities.map((entity) => entity.prefix).sort(),
    );
    expect(rotinas.find((rotina) => rotina.codigo === 'CID')?.acoes.map((acao) => acao.codigo)).toContain(
      'IMPORTA_CID',
    );
    expect(db.resources['praca-pedagio'].size).toBe(PRACAS_PEDAGIO.length);
    for (const praca of db.resources['praca-pedagio'].all())
      expect(db.resources.cidades.get(praca.cidadeId)).toMatchObject({
        uf: praca.uf,
        nome: praca.cidade.nome,
      });
  });

  it('links every screen route to a routine, has the list screen of every entity, and seeds 8 to 12 servers, one inactive', () => {
    const telas = db.resources['rotinas-front-end'].all();
    expect(telas.find((tela) => tela.rota === '/dashboard/cidades')?.rotina.descricao).toBe('CIDADES');
    for (const { segment, prefix } of permissionEntities) {
      const tela = telas.find((item) => item.rota === `/dashboard/${segment}`);
      expect(tela && db.resources.rotinas.get(tela.rotinaId)?.codigo, segment).toBe(prefix);
    }
    const servidores = db.resources.servidores.all();
    expect(servidores.length).toBeGreaterThanOrEqual(8);
    expect(servidores.length).toBeLessThanOrEqual(12);
    expect(servidores.filter((servidor) => !servidor.ativo)).toHaveLength(1);
    expect(servidores.filter((servidor) => servidor.magaluId).length).toBeGreaterThan(servidores.length / 2);
  });

  it('seeds the customer-user links in the contract shape, consistent with the users', () => {
    const links = db.usuariosEmpresa.all();
    expect(
      ListaUsuariosPorEmpresaResponse.parse({ items: links, totalItens: links.length, totalPaginas: 1 })
        .items,
    ).toHaveLength(links.length);
    expect(links.some((link) => !link.ativo)).toBe(true);
    expect(links.some((link) => link.servidor !== null)).toBe(true);
    for (const link of links) {
      expect(db.resources.usuarios.get(link.usuario.id)?.empresaIds).toContain(link.empresaId);
      if (link.servidor) expect(db.resources.servidores.get(link.servidor.id)?.ativo).toBe(true);
      expect(db.credentials[link.usuario.email!]).toBe('retaguarda123');
    }
  });
});
