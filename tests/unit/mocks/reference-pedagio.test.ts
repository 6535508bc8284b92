import { describe, expect, it } from 'vitest';
import { findCidade } from '@mocks/db/data/cidades';
import {
  EIXOS_COMERCIAIS,
  PRACAS_PEDAGIO,
  tarifaPorEixos,
  valoresPorEixo,
} from '@mocks/db/data/pracas-pedagio';
import { UFS } from '@mocks/db/data/ufs';

/** Great-circle distance in km. */
function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

describe('toll plazas', () => {
  it('has at least 30 plazas with unique names', () => {
    expect(PRACAS_PEDAGIO.length).toBeGreaterThanOrEqual(30);
    expect(new Set(PRACAS_PEDAGIO.map((p) => p.nome)).size).toBe(PRACAS_PEDAGIO.length);
  });

  it('has well-formed highway, km, UF and direction', () => {
    const siglas = new Set<string>(UFS.map((u) => u.sigla));
    for (const p of PRACAS_PEDAGIO) {
      expect(p.rodovia, p.nome).toMatch(/^(BR|[A-Z]{2})-\d{3}$/);
      if (!p.rodovia.startsWith('BR-')) expect(p.rodovia.slice(0, 2), p.nome).toBe(p.uf);
      expect(p.km, p.nome).toBeGreaterThanOrEqual(0);
      expect(siglas.has(p.uf), p.nome).toBe(true);
      expect(['CRESCENTE', 'DECRESCENTE', 'AMBOS']).toContain(p.sentido);
      expect(p.concessionaria.trim()).not.toBe('');
    }
  });

  it('places every plaza in a seeded municipality of the same UF, near it', () => {
    for (const p of PRACAS_PEDAGIO) {
      const cidade = findCidade(p.cidade, p.uf);
      expect(cidade, `${p.nome}: ${p.cidade}/${p.uf}`).toBeDefined();
      if (cidade) {
        expect(km(p.latitude, p.longitude, cidade.latitude, cidade.longitude), p.nome).toBeLessThan(80);
      }
    }
  });

  it('charges commercial vehicles the basic tariff times the number of axles, increasing with axles', () => {
    for (const p of PRACAS_PEDAGIO) {
      expect(p.tarifaBasica, p.nome).toBeGreaterThan(0);
      expect(p.tarifaBasica, p.nome).toBeLessThan(60);
      expect(p.valores.map((v) => v.eixos)).toEqual([...EIXOS_COMERCIAIS]);
      for (const v of p.valores) expect(v.valor).toBeCloseTo(p.tarifaBasica * v.eixos, 2);
      for (let i = 1; i < p.valores.length; i += 1) {
        expect(p.valores[i].valor, p.nome).toBeGreaterThan(p.valores[i - 1].valor);
      }
    }
  });

  it('computes per-axle tariffs rounded to cents', () => {
    expect(valoresPorEixo(4.3).find((v) => v.eixos === 3)?.valor).toBe(12.9);
    expect(valoresPorEixo(5.7).find((v) => v.eixos === 6)?.valor).toBe(34.2);
    const jacarei = PRACAS_PEDAGIO.find((p) => p.nome === 'Praça de Pedágio de Jacareí');
    expect(jacarei && tarifaPorEixos(jacarei, 2)).toBe(16.2);
    expect(jacarei && tarifaPorEixos(jacarei, 10)).toBeUndefined();
  });
});
