import { describe, expect, it } from 'vitest';
import { CEPS } from '@mocks/db/data/ceps';
import { CIDADES, findCidade } from '@mocks/db/data/cidades';
import {
  IBGE_CHECK_DIGIT_EXCEPTIONS,
  ibgeCheckDigit,
  ibgeCheckDigitOk,
  isValidIbgeMunicipio,
} from '@mocks/db/data/ibge';
import { REGIOES, UFS } from '@mocks/db/data/ufs';

function decimals(n: number): number {
  const [, frac = ''] = String(n).split('.');
  return frac.length;
}

describe('UFs', () => {
  it('has the 27 UFs with unique siglas and IBGE codes', () => {
    expect(UFS).toHaveLength(27);
    expect(new Set(UFS.map((u) => u.sigla)).size).toBe(27);
    expect(new Set(UFS.map((u) => u.codigoIbge)).size).toBe(27);
    for (const uf of UFS) {
      expect(uf.sigla).toMatch(/^[A-Z]{2}$/);
      expect(uf.codigoIbge).toMatch(/^\d{2}$/);
      expect(REGIOES).toContain(uf.regiao);
    }
  });

  it('groups the UFs in the five regions', () => {
    const count = (r: string) => UFS.filter((u) => u.regiao === r).length;
    expect(count('Norte')).toBe(7);
    expect(count('Nordeste')).toBe(9);
    expect(count('Centro-Oeste')).toBe(4);
    expect(count('Sudeste')).toBe(4);
    expect(count('Sul')).toBe(3);
    expect(
      UFS.filter((u) => u.regiao === 'Sudeste')
        .map((u) => u.sigla)
        .sort(),
    ).toEqual(['ES', 'MG', 'RJ', 'SP']);
    expect(
      UFS.filter((u) => u.regiao === 'Sul')
        .map((u) => u.sigla)
        .sort(),
    ).toEqual(['PR', 'RS', 'SC']);
  });

  it('uses the IBGE UF codes', () => {
    const code = Object.fromEntries(UFS.map((u) => [u.sigla, u.codigoIbge]));
    expect(code).toMatchObject({
      RO: '11',
      PA: '15',
      MA: '21',
      BA: '29',
      MG: '31',
      RJ: '33',
      SP: '35',
      PR: '41',
      RS: '43',
      MS: '50',
      MT: '51',
      GO: '52',
      DF: '53',
    });
  });

  it('has the current internal ICMS rates', () => {
    const rate = Object.fromEntries(UFS.map((u) => [u.sigla, u.aliquotaInterna]));
    expect(rate).toMatchObject({
      SP: 18,
      RJ: 20,
      MG: 18,
      PR: 19.5,
      BA: 20.5,
      PE: 20.5,
      MA: 23,
      PI: 22.5,
      SC: 17,
      RS: 17,
      ES: 17,
      DF: 20,
    });
    for (const uf of UFS) {
      expect(uf.aliquotaInterna).toBeGreaterThanOrEqual(17);
      expect(uf.aliquotaInterna).toBeLessThanOrEqual(23);
    }
  });
});

describe('IBGE check digit', () => {
  it('computes the check digit of known codes', () => {
    expect(ibgeCheckDigit('355030')).toBe(8);
    expect(ibgeCheckDigitOk('3550308')).toBe(true);
    expect(ibgeCheckDigitOk('3304557')).toBe(true);
    expect(ibgeCheckDigitOk('5300108')).toBe(true);
    expect(ibgeCheckDigitOk('3550307')).toBe(false);
    expect(ibgeCheckDigitOk('355030')).toBe(false);
    expect(ibgeCheckDigitOk('35503088')).toBe(false);
  });

  it('lists only real codes that break the rule as exceptions', () => {
    expect(IBGE_CHECK_DIGIT_EXCEPTIONS.size).toBeGreaterThan(0);
    for (const code of IBGE_CHECK_DIGIT_EXCEPTIONS) {
      expect(code).toMatch(/^\d{7}$/);
      expect(ibgeCheckDigitOk(code)).toBe(false);
      expect(isValidIbgeMunicipio(code)).toBe(true);
    }
  });
});

describe('municipalities', () => {
  it('has at least 120 municipalities with unique IBGE codes and names per UF', () => {
    expect(CIDADES.length).toBeGreaterThanOrEqual(120);
    expect(new Set(CIDADES.map((c) => c.codigoIbge)).size).toBe(CIDADES.length);
    expect(new Set(CIDADES.map((c) => `${c.nome}/${c.uf}`)).size).toBe(CIDADES.length);
  });

  it('has valid 7-digit IBGE codes whose prefix is the UF code', () => {
    const ufCode = new Map<string, string>(UFS.map((u) => [u.sigla, u.codigoIbge]));
    for (const c of CIDADES) {
      expect(c.codigoIbge, c.nome).toMatch(/^\d{7}$/);
      expect(isValidIbgeMunicipio(c.codigoIbge), `${c.nome} ${c.codigoIbge}`).toBe(true);
      expect(ufCode.get(c.uf), `${c.nome}/${c.uf}`).toBe(c.codigoIbge.slice(0, 2));
    }
  });

  it('has every capital, flagged, and only them', () => {
    const capitals = CIDADES.filter((c) => c.capital);
    expect(capitals).toHaveLength(27);
    for (const uf of UFS) {
      const capital = findCidade(uf.capital, uf.sigla);
      expect(capital, `${uf.capital}/${uf.sigla}`).toBeDefined();
      expect(capital?.capital).toBe(true);
    }
    expect(findCidade('São Paulo', 'SP')?.codigoIbge).toBe('3550308');
    expect(findCidade('Rio de Janeiro', 'RJ')?.codigoIbge).toBe('3304557');
    expect(findCidade('Belo Horizonte', 'MG')?.codigoIbge).toBe('3106200');
    expect(findCidade('Curitiba', 'PR')?.codigoIbge).toBe('4106902');
    expect(findCidade('Porto Alegre', 'RS')?.codigoIbge).toBe('4314902');
    expect(findCidade('Brasília', 'DF')?.codigoIbge).toBe('5300108');
  });

  it('has the main logistics hubs of every region', () => {
    const hubs: [string, string][] = [
      ['Campinas', 'SP'],
      ['Santos', 'SP'],
      ['Guarulhos', 'SP'],
      ['Ribeirão Preto', 'SP'],
      ['Sorocaba', 'SP'],
      ['São José dos Campos', 'SP'],
      ['Joinville', 'SC'],
      ['Itajaí', 'SC'],
      ['Londrina', 'PR'],
      ['Maringá', 'PR'],
      ['Cascavel', 'PR'],
      ['Foz do Iguaçu', 'PR'],
      ['Uberlândia', 'MG'],
      ['Contagem', 'MG'],
      ['Juiz de Fora', 'MG'],
      ['Betim', 'MG'],
      ['Feira de Santana', 'BA'],
      ['Caxias do Sul', 'RS'],
      ['Pelotas', 'RS'],
      ['Anápolis', 'GO'],
      ['Rondonópolis', 'MT'],
      ['Sinop', 'MT'],
      ['Dourados', 'MS'],
      ['Imperatriz', 'MA'],
      ['Marabá', 'PA'],
      ['Santarém', 'PA'],
      ['Petrolina', 'PE'],
      ['Juazeiro', 'BA'],
    ];
    for (const [nome, uf] of hubs) expect(findCidade(nome, uf), `${nome}/${uf}`).toBeDefined();
    for (const uf of UFS)
      expect(
        CIDADES.some((c) => c.uf === uf.sigla),
        uf.sigla,
      ).toBe(true);
  });

  it('has coordinates inside Brazil with at most 4 decimals', () => {
    for (const c of CIDADES) {
      expect(c.latitude, c.nome).toBeGreaterThan(-34);
      expect(c.latitude, c.nome).toBeLessThan(5.5);
      expect(c.longitude, c.nome).toBeGreaterThan(-74);
      expect(c.longitude, c.nome).toBeLessThan(-34.7);
      expect(decimals(c.latitude)).toBeLessThanOrEqual(4);
      expect(decimals(c.longitude)).toBeLessThanOrEqual(4);
    }
  });
});

describe('CEPs', () => {
  it('has at least 40 unique 8-digit CEPs', () => {
    expect(CEPS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CEPS.map((c) => c.cep)).size).toBe(CEPS.length);
    for (const c of CEPS) {
      expect(c.cep).toMatch(/^\d{8}$/);
      expect(c.logradouro.trim()).not.toBe('');
      expect(c.bairro.trim()).not.toBe('');
    }
  });

  it('places every CEP in a seeded municipality of the same UF and IBGE code', () => {
    for (const c of CEPS) {
      const cidade = findCidade(c.cidade, c.uf);
      expect(cidade, `${c.cep} ${c.cidade}/${c.uf}`).toBeDefined();
      expect(cidade?.codigoIbge).toBe(c.codigoIbge);
    }
  });

  it('has the well-known CEPs right', () => {
    const paulista = CEPS.find((c) => c.cep === '01310100');
    expect(paulista).toMatchObject({
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
    });
    expect(CEPS.find((c) => c.cep === '01001000')).toMatchObject({ logradouro: 'Praça da Sé', bairro: 'Sé' });
  });
});
