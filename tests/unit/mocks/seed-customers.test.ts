import { describe, expect, it } from 'vitest';
import { isAlphanumericCnpj, isValidCnpj } from '@mocks/db/data/documents';
import { findCep } from '@mocks/db/data/ceps';
import { seededDatabase } from './seed-support';

describe('customers seed (demo)', () => {
  const db = seededDatabase('demo');
  const empresas = db.resources.empresas.all();

  it('seeds 40 customers with valid, unique CNPJs, about one in five alphanumeric', () => {
    expect(empresas).toHaveLength(40);
    for (const empresa of empresas) expect(isValidCnpj(empresa.cpfcnpj), empresa.cpfcnpj).toBe(true);
    expect(new Set(empresas.map((empresa) => empresa.cpfcnpj)).size).toBe(40);
    const alphanumeric = empresas.filter((empresa) => isAlphanumericCnpj(empresa.cpfcnpj));
    expect(alphanumeric.length).toBeGreaterThanOrEqual(6);
    expect(alphanumeric.length).toBeLessThanOrEqual(10);
  });

  it('gives customers a real CEP of their city, an active plan and server, and some limited or inactive ones', () => {
    for (const empresa of empresas) {
      const cep = findCep(empresa.endereco.cep);
      expect(cep, empresa.endereco.cep).toBeDefined();
      expect(db.resources.cidades.get(empresa.endereco.cidadeId)?.codigoIbge).toBe(cep?.codigoIbge);
      expect(db.resources.planos.get(empresa.planoId)).toMatchObject({
        ativo: true,
        descricao: empresa.plano.descricao,
      });
      expect(db.resources.servidores.get(empresa.servidorId)).toMatchObject({
        ativo: true,
        nome: empresa.servidor.nome,
      });
    }
    expect(empresas.some((empresa) => empresa.acessoLimitado)).toBe(true);
    const locked = empresas.filter((empresa) => !empresa.ativo);
    expect(locked.length).toBeGreaterThan(0);
    expect(locked.some((empresa) => db.resources.empresas.historyOf(empresa.id).length === 3)).toBe(true);
  });

  it('stores the seeded logos as files served under /v1/arquivos', () => {
    const withLogo = empresas.filter((empresa) => empresa.logoUrl);
    expect(withLogo.length).toBeGreaterThan(0);
    for (const empresa of withLogo) {
      const id = empresa.logoUrl!.replace('/v1/arquivos/', '');
      expect(db.files[id]).toMatchObject({ tipo: 'image/svg+xml' });
    }
  });

  it('gives each customer one MATRIZ (code 1, its CNPJ) and branches numbered 1..n sharing its root', () => {
    for (const empresa of empresas) {
      const filiais = db.resources.filiais.all().filter((filial) => filial.empresaId === empresa.id);
      expect(filiais.length).toBeGreaterThanOrEqual(1);
      expect(filiais.length).toBeLessThanOrEqual(4);
      expect(filiais.map((filial) => filial.codigo)).toEqual(filiais.map((_, index) => index + 1));
      expect(filiais.filter((filial) => filial.tipo === 'MATRIZ')).toEqual([
        expect.objectContaining({ codigo: 1, cpfcnpj: empresa.cpfcnpj }),
      ]);
      for (const filial of filiais) {
        expect(isValidCnpj(filial.cpfcnpj)).toBe(true);
        expect(filial.cpfcnpj.slice(0, 8)).toBe(empresa.cpfcnpj.slice(0, 8));
        expect(filial.empresa).toEqual({ id: empresa.id, nome: empresa.nome });
      }
    }
  });

  it('gives each branch 1 to 3 units with codes unique in the branch', () => {
    for (const filial of db.resources.filiais.all()) {
      const unidades = db.resources.unidades.all().filter((unidade) => unidade.filialId === filial.id);
      expect(unidades.length).toBeGreaterThanOrEqual(1);
      expect(unidades.length).toBeLessThanOrEqual(3);
      expect(unidades.map((unidade) => unidade.codigo)).toEqual(unidades.map((_, index) => index + 1));
      for (const unidade of unidades) expect(unidade.empresaId).toBe(filial.empresaId);
    }
  });

  it('links 2 to 6 customer users (not staff) to each customer', () => {
    for (const empresa of empresas) {
      const links = db.usuariosEmpresa.all().filter((link) => link.empresaId === empresa.id);
      expect(links.length).toBeGreaterThanOrEqual(2);
      expect(links.length).toBeLessThanOrEqual(6);
      for (const link of links)
        expect(db.resources.usuarios.get(link.usuario.id)).toMatchObject({
          admin: false,
          empresaIds: [empresa.id],
        });
    }
    const emails = db.resources.usuarios.all().map((usuario) => usuario.email);
    expect(new Set(emails).size).toBe(emails.length);
  });

  it('saves fiscal configurations and certificates (valid and expired) for some customers', () => {
    expect(Object.keys(db.configuracoes.empresas).length).toBeGreaterThan(0);
    expect(Object.keys(db.configuracoes.filiais).length).toBeGreaterThan(0);
    expect(Object.keys(db.configuracoes.unidades).length).toBeGreaterThan(0);
    const vencimentos = Object.values(db.certificados).map((certificado) => certificado.vencimento);
    expect(vencimentos.some((vencimento) => vencimento > '2026-11-21')).toBe(true);
    expect(vencimentos.some((vencimento) => vencimento < '2026-11-21')).toBe(true);
  });
});
