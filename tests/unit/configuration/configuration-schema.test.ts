import { describe, expect, it } from 'vitest';
import { tipoAmbienteLabels, tipoEmissaoCTeLabels, tipoEmissaoMDFeLabels } from '@generated/tables/enums';
import type { ConfiguracaoFiscal, TipoAmbiente, TipoEmissaoCTe, TipoEmissaoMDFe } from '@generated/api/model';
import { configuration } from '@generated/pages/filiais/config-page';
import { AlteraConfiguracoesFilialBody } from '@generated/zod/filiais/filiais';
import { configFormSchema, configValues } from '@/kit';
import { defaultConfiguracao } from '@mocks/handlers/customers';

/** The fiscal configuration form (the same for customers, branches and units), as the generated page declares it. */
const configurationSchema = configFormSchema(configuration);
const toConfigurationValues = (config: ConfiguracaoFiscal) => configValues(configuration.sections, config);

/** What the inputs hold (a choice may be empty while editing; the observation is always text). */
interface ConfigurationValues {
  ambiente: { tipoAmbiente: TipoAmbiente | null; versaoCTe: string; versaoMDFe: string };
  emissao: {
    tipoEmissaoCTe: TipoEmissaoCTe | null;
    tipoEmissaoMDFe: TipoEmissaoMDFe | null;
    obsTributaria: string;
  };
  series: { serieCTe: string; serieMDFe: string };
}

const valid = (): ConfigurationValues => ({
  ambiente: { tipoAmbiente: 'PRODUCAO', versaoCTe: '4.00', versaoMDFe: '3.00' },
  emissao: { tipoEmissaoCTe: 'NORMAL', tipoEmissaoMDFe: 'CONTINGENCIA_OFFLINE', obsTributaria: '' },
  series: { serieCTe: '1', serieMDFe: '001' },
});

/** The first message of each refused path ('series.serieCTe' → 'Máximo 3 caracteres'). */
function messages(values: unknown) {
  const result = configurationSchema.safeParse(values);
  if (result.success) return {};
  const byPath: Record<string, string> = {};
  for (const issue of result.error.issues) byPath[issue.path.join('.')] ??= issue.message;
  return byPath;
}

/** The body the form sends for these values. */
const body = (values: ConfigurationValues) =>
  configurationSchema.parse(values) as unknown as ConfiguracaoFiscal;

function withValue(path: string, value: unknown): ConfigurationValues {
  const values = valid();
  const [group, field] = path.split('.') as [keyof ConfigurationValues, string];
  (values[group] as Record<string, unknown>)[field] = value;
  return values;
}

describe('configuration schema (environment, issue, series)', () => {
  it('accepts a valid configuration and gives the body the API validates', () => {
    const parsed = body(valid());
    expect(parsed).toEqual({ ...valid(), emissao: { ...valid().emissao, obsTributaria: null } });
    expect(AlteraConfiguracoesFilialBody.safeParse(parsed).success).toBe(true);
  });

  it('requires the versions, the series and every choice', () => {
    for (const path of ['ambiente.versaoCTe', 'ambiente.versaoMDFe', 'series.serieCTe', 'series.serieMDFe']) {
      expect(messages(withValue(path, ''))).toEqual({ [path]: 'Campo obrigatório' });
      expect(messages(withValue(path, '   '))).toEqual({ [path]: 'Campo obrigatório' });
    }
    for (const path of ['ambiente.tipoAmbiente', 'emissao.tipoEmissaoCTe', 'emissao.tipoEmissaoMDFe']) {
      expect(messages(withValue(path, null))).toEqual({ [path]: 'Campo obrigatório' });
      expect(messages(withValue(path, 'OUTRO'))).toEqual({ [path]: 'Opção inválida' });
    }
  });

  it('wants the versions as the contract writes them (4.00)', () => {
    for (const version of ['4', '4.0', '4,00', 'v4.00', '100.00', '4.000']) {
      expect(messages(withValue('ambiente.versaoCTe', version))).toEqual({
        'ambiente.versaoCTe': 'Versão inválida (formato 4.00)',
      });
    }
    expect(messages(withValue('ambiente.versaoMDFe', '3.0'))).toEqual({
      'ambiente.versaoMDFe': 'Versão inválida (formato 4.00)',
    });
    expect(body(withValue('ambiente.versaoCTe', ' 10.01 ')).ambiente.versaoCTe).toBe('10.01');
  });

  it("refuses series longer than 3 characters ('Máximo 3 caracteres') and anything but digits", () => {
    expect(messages(withValue('series.serieCTe', '1234'))).toEqual({
      'series.serieCTe': 'Máximo 3 caracteres',
    });
    expect(messages(withValue('series.serieMDFe', '0001'))).toEqual({
      'series.serieMDFe': 'Máximo 3 caracteres',
    });
    expect(messages(withValue('series.serieCTe', '1A'))).toEqual({
      'series.serieCTe': 'Informe somente números',
    });
    expect(messages(withValue('series.serieMDFe', '-1'))).toEqual({
      'series.serieMDFe': 'Informe somente números',
    });
    expect(messages(withValue('series.serieCTe', '999'))).toEqual({});
  });

  it('keeps the tax observation up to 2000 characters, trimmed, and sends null for none', () => {
    expect(messages(withValue('emissao.obsTributaria', 'A'.repeat(2001)))).toEqual({
      'emissao.obsTributaria': 'Máximo 2000 caracteres',
    });
    expect(body(withValue('emissao.obsTributaria', 'A'.repeat(2000))).emissao.obsTributaria).toHaveLength(
      2000,
    );
    expect(body(withValue('emissao.obsTributaria', '  icms diferido \n')).emissao.obsTributaria).toBe(
      'icms diferido',
    );
    expect(body(withValue('emissao.obsTributaria', '  \n ')).emissao.obsTributaria).toBeNull();
  });

  it('reads an API configuration into the form (a missing observation is empty text)', () => {
    expect(toConfigurationValues(defaultConfiguracao())).toEqual({
      ambiente: { tipoAmbiente: 'HOMOLOGACAO', versaoCTe: '4.00', versaoMDFe: '3.00' },
      emissao: { tipoEmissaoCTe: 'NORMAL', tipoEmissaoMDFe: 'NORMAL', obsTributaria: '' },
      series: { serieCTe: '1', serieMDFe: '1' },
    });
    const withCertificate = { ...defaultConfiguracao(), certificado: { vencimento: '2030-01-01' } };
    expect(Object.keys(toConfigurationValues(withCertificate))).toEqual(['ambiente', 'emissao', 'series']);
  });

  it('labels every value of the contract enumerations in pt-BR', () => {
    expect(tipoAmbienteLabels).toEqual({ PRODUCAO: 'Produção', HOMOLOGACAO: 'Homologação' });
    expect(Object.keys(tipoEmissaoCTeLabels)).toEqual([
      'NORMAL',
      'CONTINGENCIA_FSDA',
      'AUTORIZACAO_SVC_RS',
      'AUTORIZACAO_SVC_SP',
    ]);
    expect(Object.keys(tipoEmissaoMDFeLabels)).toEqual(['NORMAL', 'CONTINGENCIA_OFFLINE']);
  });
});
