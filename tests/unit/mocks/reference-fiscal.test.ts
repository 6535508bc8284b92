import { describe, expect, it } from 'vitest';
import { aliquotaIcms, buildAliquotasIcms } from '@mocks/db/data/aliquotas-icms';
import { ALIQUOTAS_SEGURO } from '@mocks/db/data/aliquotas-seguro';
import { BANCOS, findBanco } from '@mocks/db/data/bancos';
import { CFOPS, CFOPS_TRANSPORTE, findCfop, tipoDoCfop } from '@mocks/db/data/cfops';
import { findNcm, formatNcm, NCMS } from '@mocks/db/data/ncms';
import { findPaisByBacen, PAISES } from '@mocks/db/data/paises';
import { findUf, UFS } from '@mocks/db/data/ufs';

function uf(sigla: string) {
  const found = findUf(sigla);
  if (!found) throw new Error(`UF ${sigla} missing`);
  return found;
}

describe('ICMS rates (Resolução do Senado 22/1989)', () => {
  const matrix = buildAliquotasIcms(UFS);
  const rate = (o: string, d: string) => matrix.find((a) => a.ufOrigem === o && a.ufDestino === d)?.aliquota;

  it('has one entry per ordered pair of the 27 UFs', () => {
    expect(matrix).toHaveLength(27 * 27);
    expect(new Set(matrix.map((a) => `${a.ufOrigem}>${a.ufDestino}`)).size).toBe(729);
  });

  it('uses the internal rate when origin = destination', () => {
    expect(rate('SP', 'SP')).toBe(18);
    expect(rate('RJ', 'RJ')).toBe(20);
    expect(rate('MA', 'MA')).toBe(23);
    for (const u of UFS) {
      const entry = matrix.find((a) => a.ufOrigem === u.sigla && a.ufDestino === u.sigla);
      expect(entry).toMatchObject({ aliquota: u.aliquotaInterna, interestadual: false });
    }
  });

  it('charges 7% from South/Southeast (except ES) to North, Northeast, Center-West and ES', () => {
    expect(rate('SP', 'BA')).toBe(7);
    expect(rate('SP', 'ES')).toBe(7);
    expect(rate('MG', 'DF')).toBe(7);
    expect(rate('RS', 'AM')).toBe(7);
    expect(rate('PR', 'MT')).toBe(7);
    expect(rate('RJ', 'PE')).toBe(7);
    expect(rate('SC', 'GO')).toBe(7);
  });

  it('charges 12% in every other interstate operation', () => {
    expect(rate('BA', 'SP')).toBe(12);
    expect(rate('ES', 'SP')).toBe(12);
    expect(rate('SP', 'RJ')).toBe(12);
    expect(rate('PR', 'SC')).toBe(12);
    expect(rate('ES', 'BA')).toBe(12);
    expect(rate('GO', 'MT')).toBe(12);
    expect(rate('AM', 'PA')).toBe(12);
    expect(aliquotaIcms(uf('MT'), uf('SP'))).toBe(12);
  });

  it('only ever uses 7% or 12% between different UFs, with 7% exactly for the rule', () => {
    const reduced = new Set(['MG', 'RJ', 'SP', 'PR', 'SC', 'RS']);
    for (const a of matrix.filter((x) => x.interestadual)) {
      const destino = uf(a.ufDestino);
      const expected =
        reduced.has(a.ufOrigem) &&
        (destino.regiao === 'Norte' ||
          destino.regiao === 'Nordeste' ||
          destino.regiao === 'Centro-Oeste' ||
          destino.sigla === 'ES')
          ? 7
          : 12;
      expect(a.aliquota, `${a.ufOrigem}>${a.ufDestino}`).toBe(expected);
    }
  });
});

describe('countries (BACEN table)', () => {
  it('has at least 40 countries with unique 4-digit BACEN and ISO alpha-2 codes', () => {
    expect(PAISES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(PAISES.map((p) => p.codigoBacen)).size).toBe(PAISES.length);
    expect(new Set(PAISES.map((p) => p.sigla)).size).toBe(PAISES.length);
    expect(new Set(PAISES.map((p) => p.nome)).size).toBe(PAISES.length);
    for (const p of PAISES) {
      expect(p.codigoBacen).toMatch(/^\d{4}$/);
      expect(p.sigla).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('has the main trade partners with their BACEN codes', () => {
    expect(findPaisByBacen('1058')).toMatchObject({ nome: 'Brasil', sigla: 'BR' });
    expect(findPaisByBacen('0639')).toMatchObject({ nome: 'Argentina', sigla: 'AR' });
    expect(findPaisByBacen('2496')).toMatchObject({ nome: 'Estados Unidos', sigla: 'US' });
    expect(findPaisByBacen('1600')).toMatchObject({ nome: 'China', sigla: 'CN' });
    expect(findPaisByBacen('0230')).toMatchObject({ nome: 'Alemanha', sigla: 'DE' });
    expect(findPaisByBacen('5860')).toMatchObject({ nome: 'Paraguai', sigla: 'PY' });
    expect(findPaisByBacen('8451')).toMatchObject({ nome: 'Uruguai', sigla: 'UY' });
    expect(findPaisByBacen('1589')).toMatchObject({ nome: 'Chile', sigla: 'CL' });
    expect(findPaisByBacen('6076')).toMatchObject({ nome: 'Portugal', sigla: 'PT' });
    expect(findPaisByBacen('3999')).toMatchObject({ nome: 'Japão', sigla: 'JP' });
  });
});

describe('banks', () => {
  it('has at least 30 banks with unique 3-digit COMPE and 8-digit ISPB codes', () => {
    expect(BANCOS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(BANCOS.map((b) => b.codigo)).size).toBe(BANCOS.length);
    expect(new Set(BANCOS.map((b) => b.ispb)).size).toBe(BANCOS.length);
    for (const b of BANCOS) {
      expect(b.codigo).toMatch(/^\d{3}$/);
      expect(b.ispb).toMatch(/^\d{8}$/);
      expect(b.nome.trim()).not.toBe('');
    }
  });

  it('has the major banks with their real ISPB', () => {
    expect(findBanco('001')?.ispb).toBe('00000000');
    expect(findBanco('237')?.ispb).toBe('60746948');
    expect(findBanco('341')?.ispb).toBe('60701190');
    expect(findBanco('104')?.ispb).toBe('00360305');
    expect(findBanco('033')?.ispb).toBe('90400888');
    expect(findBanco('260')?.ispb).toBe('18236120');
    for (const codigo of [
      '077',
      '336',
      '756',
      '748',
      '422',
      '208',
      '212',
      '041',
      '070',
      '004',
      '021',
      '389',
      '623',
      '746',
      '655',
    ]) {
      expect(findBanco(codigo), codigo).toBeDefined();
    }
  });
});

describe('CFOPs', () => {
  it('has at least 60 unique 4-digit CFOPs whose type matches the first digit', () => {
    expect(CFOPS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CFOPS.map((c) => c.codigo)).size).toBe(CFOPS.length);
    for (const c of CFOPS) {
      expect(c.codigo).toMatch(/^[1235-7]\d{3}$/);
      expect(c.tipo).toBe(tipoDoCfop(c.codigo));
      expect(c.tipo).toBe(['1', '2', '3'].includes(c.codigo[0]) ? 'ENTRADA' : 'SAIDA');
      expect(c.descricao.trim()).not.toBe('');
    }
  });

  it('has the transport CFOPs', () => {
    const transport = [
      ...['1351', '1352', '1353', '1354', '1355', '1356'],
      ...['2351', '2352', '2353', '2354', '2355', '2356'],
      ...['5351', '5352', '5353', '5354', '5355', '5356', '5357', '5359', '5360'],
      ...['6351', '6352', '6353', '6354', '6355', '6356', '6357', '6359', '6360'],
      '7358',
    ];
    for (const codigo of transport) expect(findCfop(codigo), codigo).toBeDefined();
    expect(findCfop('5.353')?.descricao).toBe(
      'Prestação de serviço de transporte a estabelecimento comercial',
    );
    expect(CFOPS_TRANSPORTE.every((c) => c.tipo === 'SAIDA')).toBe(true);
    expect(CFOPS_TRANSPORTE.map((c) => c.codigo)).toContain('6353');
  });

  it('has the common sale and purchase CFOPs', () => {
    for (const codigo of [
      '5101',
      '5102',
      '5405',
      '6101',
      '6102',
      '6108',
      '1102',
      '2102',
      '5910',
      '6910',
      '5915',
      '6915',
      '5949',
      '6949',
      '1949',
      '7101',
    ]) {
      expect(findCfop(codigo), codigo).toBeDefined();
    }
  });
});

describe('NCMs', () => {
  it('has at least 60 unique 8-digit NCMs across many chapters', () => {
    expect(NCMS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(NCMS.map((n) => n.codigo)).size).toBe(NCMS.length);
    for (const n of NCMS) {
      expect(n.codigo).toMatch(/^\d{8}$/);
      expect(Number(n.codigo.slice(0, 2))).toBeGreaterThanOrEqual(1);
      expect(Number(n.codigo.slice(0, 2))).toBeLessThanOrEqual(97);
      expect(n.descricao.trim()).not.toBe('');
    }
    expect(new Set(NCMS.map((n) => n.codigo.slice(0, 2))).size).toBeGreaterThanOrEqual(25);
  });

  it('has the main freight commodities', () => {
    for (const codigo of [
      '1201.90.00',
      '1005.90.10',
      '0901.11.10',
      '1701.14.00',
      '2710.19.21',
      '2710.12.59',
      '2523.29.10',
      '7214.20.00',
      '4011.20.90',
      '8517.13.00',
      '3004.90.99',
      '0202.30.00',
      '0207.14.00',
    ]) {
      expect(findNcm(codigo), codigo).toBeDefined();
    }
    expect(formatNcm('12019000')).toBe('1201.90.00');
  });
});

describe('cargo insurance rates', () => {
  it('has about 10 rates with realistic percentages', () => {
    expect(ALIQUOTAS_SEGURO.length).toBeGreaterThanOrEqual(8);
    expect(new Set(ALIQUOTAS_SEGURO.map((a) => a.codigo)).size).toBe(ALIQUOTAS_SEGURO.length);
    for (const a of ALIQUOTAS_SEGURO) {
      expect(['RCTR_C', 'RC_DC', 'RC_V', 'OUTROS']).toContain(a.tipo);
      expect(a.percentual).toBeGreaterThanOrEqual(0.01);
      expect(a.percentual).toBeLessThanOrEqual(1);
    }
    for (const tipo of ['RCTR_C', 'RC_DC']) expect(ALIQUOTAS_SEGURO.some((a) => a.tipo === tipo)).toBe(true);
  });
});
