import { describe, expect, it } from 'vitest';
import { ibgeCheckDigitOk } from '@mocks/db/data/ibge';
import { CIDADES } from '@mocks/db/data/cidades';
import { isAlphanumericCnpj, isValidCnpj } from '@mocks/db/data/documents';
import { seededDatabase } from './seed-support';

describe("the 'large' profile", { timeout: 60_000 }, () => {
  const db = seededDatabase('large');

  it('has 50,000 cities: the real ones first, then synthetic ones with unique valid IBGE codes inside Brazil', () => {
    const cidades = db.resources.cidades.all();
    expect(cidades).toHaveLength(50_000);
    expect(cidades.slice(0, CIDADES.length).map((cidade) => cidade.codigoIbge)).toEqual(
      CIDADES.map((cidade) => cidade.codigoIbge),
    );
    expect(new Set(cidades.map((cidade) => cidade.codigoIbge)).size).toBe(50_000);
    const ufCodes = new Map(CIDADES.map((cidade) => [cidade.uf, cidade.codigoIbge.slice(0, 2)]));
    for (const cidade of cidades.slice(CIDADES.length)) {
      expect(ibgeCheckDigitOk(cidade.codigoIbge)).toBe(true);
      expect(cidade.codigoIbge.slice(0, 2)).toBe(ufCodes.get(cidade.uf));
      expect(cidade.latitude).toBeGreaterThanOrEqual(-33.75);
      expect(cidade.latitude).toBeLessThanOrEqual(5.27);
      expect(cidade.longitude).toBeGreaterThanOrEqual(-73.99);
      expect(cidade.longitude).toBeLessThanOrEqual(-34.79);
      expect(cidade.nome).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ][\p{L} ]+$/u);
    }
    expect(new Set(cidades.map((cidade) => cidade.uf)).size).toBe(27);
  });

  it('has 10,000 customers with valid unique CNPJs, some alphanumeric, each with branches and users', () => {
    const empresas = db.resources.empresas.all();
    expect(empresas).toHaveLength(10_000);
    expect(new Set(empresas.map((empresa) => empresa.cpfcnpj)).size).toBe(10_000);
    expect(empresas.every((empresa) => isValidCnpj(empresa.cpfcnpj))).toBe(true);
    expect(empresas.filter((empresa) => isAlphanumericCnpj(empresa.cpfcnpj))).toHaveLength(2_000);
    expect(db.resources.filiais.size).toBeGreaterThanOrEqual(10_000);
    expect(db.usuariosEmpresa.size).toBeGreaterThanOrEqual(20_000);
  });
});
