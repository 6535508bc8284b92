import { z } from 'zod';
import {
  TipoAmbiente,
  TipoEmissaoCTe,
  TipoEmissaoMDFe,
  type ConfiguracaoFiscal,
} from '@generated/api/model';
import {
  alteraConfiguracoesFilialBodyAmbienteVersaoCTeRegExp as VERSAO_CTE,
  alteraConfiguracoesFilialBodyAmbienteVersaoMDFeRegExp as VERSAO_MDFE,
  alteraConfiguracoesFilialBodyEmissaoObsTributariaMax as OBS_MAX,
  alteraConfiguracoesFilialBodySeriesSerieCTeMax as SERIE_CTE_MAX,
  alteraConfiguracoesFilialBodySeriesSerieMDFeMax as SERIE_MDFE_MAX,
} from '@generated/zod/filiais/filiais';
import { validationMessages } from '@/lib/messages';
import { maxMessage, requiredText } from '@/lib/validation/schemas';
import { configurationTexts as texts } from './configuration-texts';

/**
 * The fiscal configuration form of customers, branches and units (contract ConfiguracaoFiscal
 * in openapi/schemas/configuracoes.yaml). The values keep the API's shape, so the API's field errors
 * ('series.serieCTe') land at the inputs as they are.
 */

export const OBS_TRIBUTARIA_MAX = OBS_MAX;

/** One of `values`: nothing chosen (null) is 'Campo obrigatório', anything else 'Opção inválida'. */
function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .enum(values, { error: (issue) => (issue.input === undefined || issue.input === '' ? validationMessages.required : validationMessages.option) })
    .nullable()
    .transform((value, ctx) => {
      if (value !== null) return value;
      ctx.addIssue({ code: 'custom', message: validationMessages.required });
      return z.NEVER;
    });
}

function enumValues<T extends Record<string, string>>(values: T) {
  return Object.values(values) as [T[keyof T], ...Array<T[keyof T]>];
}

/** A layout version such as 4.00 (the contract's pattern). */
function version(pattern: RegExp) {
  return requiredText().regex(pattern, { error: texts.environment.versionInvalid });
}

/** A series: required, at most `max` characters ('Máximo 3 caracteres'), digits only. */
function series(max: number) {
  return requiredText()
    .max(max, { error: maxMessage(max) })
    .regex(/^[0-9]+$/, { error: texts.series.digitsOnly });
}

export const configurationSchema = z.object({
  ambiente: z.object({
    tipoAmbiente: choice(enumValues(TipoAmbiente)),
    versaoCTe: version(VERSAO_CTE),
    versaoMDFe: version(VERSAO_MDFE),
  }),
  emissao: z.object({
    tipoEmissaoCTe: choice(enumValues(TipoEmissaoCTe)),
    tipoEmissaoMDFe: choice(enumValues(TipoEmissaoMDFe)),
    obsTributaria: z
      .string()
      .max(OBS_MAX, { error: maxMessage(OBS_MAX) })
      .transform((text) => (text.trim() === '' ? null : text.trim())),
  }),
  series: z.object({
    serieCTe: series(SERIE_CTE_MAX),
    serieMDFe: series(SERIE_MDFE_MAX),
  }),
}) satisfies z.ZodType<ConfiguracaoFiscal, unknown>;

/** What the inputs hold (a choice may be empty while editing; the observation is always text). */
export interface ConfigurationValues {
  ambiente: { tipoAmbiente: TipoAmbiente | null; versaoCTe: string; versaoMDFe: string };
  emissao: { tipoEmissaoCTe: TipoEmissaoCTe | null; tipoEmissaoMDFe: TipoEmissaoMDFe | null; obsTributaria: string };
  series: { serieCTe: string; serieMDFe: string };
}

export type ConfigurationBody = z.output<typeof configurationSchema>;

/** Every input of the form, by its path (the API's `campo`). */
export const CONFIGURATION_FIELDS = [
  'ambiente.tipoAmbiente',
  'ambiente.versaoCTe',
  'ambiente.versaoMDFe',
  'emissao.tipoEmissaoCTe',
  'emissao.tipoEmissaoMDFe',
  'emissao.obsTributaria',
  'series.serieCTe',
  'series.serieMDFe',
] as const;

/** The form's values of a configuration as the API answers it (a customer's certificate is left out). */
export function toConfigurationValues(config: ConfiguracaoFiscal): ConfigurationValues {
  const { ambiente, emissao, series: serie } = config;
  return {
    ambiente: { tipoAmbiente: ambiente.tipoAmbiente, versaoCTe: ambiente.versaoCTe, versaoMDFe: ambiente.versaoMDFe },
    emissao: {
      tipoEmissaoCTe: emissao.tipoEmissaoCTe,
      tipoEmissaoMDFe: emissao.tipoEmissaoMDFe,
      obsTributaria: emissao.obsTributaria ?? '',
    },
    series: { serieCTe: serie.serieCTe, serieMDFe: serie.serieMDFe },
  };
}
