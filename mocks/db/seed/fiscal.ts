import type { ConfiguracaoFiscal } from '@generated/api/model';
import type { MockDatabase } from '../database';
import type { SeedContext } from './seed-context';

function configuration(seed: SeedContext, index: number): ConfiguracaoFiscal {
  const producao = index % 3 !== 2;
  return {
    ambiente: { tipoAmbiente: producao ? 'PRODUCAO' : 'HOMOLOGACAO', versaoCTe: '4.00', versaoMDFe: '3.00' },
    emissao: {
      tipoEmissaoCTe: index % 7 === 5 ? 'AUTORIZACAO_SVC_SP' : 'NORMAL',
      tipoEmissaoMDFe: index % 11 === 9 ? 'CONTINGENCIA_OFFLINE' : 'NORMAL',
      obsTributaria: index % 2 === 0 ? 'ICMS CALCULADO CONFORME ART. 4º DO ANEXO XIII DO RICMS.' : null,
    },
    series: {
      serieCTe: String(1 + (index % 3)),
      serieMDFe: String(1 + seed.faker.number.int({ min: 0, max: 2 })),
    },
  };
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Saved fiscal configurations for some customers, branches and units (the others answer the
 * defaults), and A1 certificates for some customers: most valid, a few expired or expiring soon.
 */
export function seedFiscalSettings(db: MockDatabase, seed: SeedContext): void {
  const limit = 60;
  const empresas = db.resources.empresas.all().slice(0, 1_000);
  empresas
    .filter((_, index) => index % 5 === 1)
    .slice(0, limit)
    .forEach((empresa, index) => {
      db.configuracoes.empresas[empresa.id] = configuration(seed, index);
    });
  db.resources.filiais
    .all()
    .filter((filial) => filial.id % 6 === 2)
    .slice(0, limit)
    .forEach((filial, index) => {
      db.configuracoes.filiais[filial.id] = configuration(seed, index + 1);
    });
  db.resources.unidades
    .all()
    .filter((unidade) => unidade.id % 8 === 3)
    .slice(0, limit)
    .forEach((unidade, index) => {
      db.configuracoes.unidades[unidade.id] = configuration(seed, index + 2);
    });
  const day = 86_400_000;
  empresas
    .filter((_, index) => index % 3 === 0)
    .forEach((empresa, index) => {
      const offset =
        index % 6 === 5
          ? -seed.faker.number.int({ min: 5, max: 200 })
          : index % 6 === 4
            ? 12
            : seed.faker.number.int({ min: 30, max: 360 });
      db.certificados[empresa.id] = {
        vencimento: isoDay(new Date(seed.now.getTime() + offset * day)),
        titular: `${empresa.nome}:${empresa.cpfcnpj}`,
        cnpj: empresa.cpfcnpj,
      };
    });
}
