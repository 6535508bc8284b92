/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Unidade } from '@generated/api/model';
import {
  alteraConfiguracoesUnidade,
  type buscaConfiguracoesUnidade,
  getBuscaConfiguracoesUnidadeQueryOptions,
  getBuscaUnidadeQueryOptions,
} from '@generated/api/unidades/unidades';
import { tipoAmbienteOptions, tipoEmissaoCTeOptions, tipoEmissaoMDFeOptions } from '@generated/enums';
import { unidadesResource } from '@generated/resources';
import { AlteraConfiguracoesUnidadeBody } from '@generated/zod/unidades/unidades';
import { type ConfigPageConfig, ResourceConfigPage } from '@/kit';

/** The configuration as the API answers it. */
type Configuration = Awaited<ReturnType<typeof buscaConfiguracoesUnidade>>;

export const configuration: ConfigPageConfig<Unidade, Configuration> = {
  resource: unidadesResource,
  viewFlag: 'canViewUnits',
  editFlag: 'canEditUnitConfig',
  sections: [
    {
      title: 'Ambiente',
      fields: [
        {
          name: 'ambiente.tipoAmbiente',
          label: 'Ambiente de emissão',
          kind: 'enum',
          required: true,
          options: tipoAmbienteOptions,
          span: 4,
        },
        {
          name: 'ambiente.versaoCTe',
          label: 'Versão do CT-e',
          kind: 'text',
          required: true,
          span: 4,
          hint: 'Formato 4.00',
          patternMessage: 'Versão inválida (formato 4.00)',
          inputMode: 'decimal',
        },
        {
          name: 'ambiente.versaoMDFe',
          label: 'Versão do MDF-e',
          kind: 'text',
          required: true,
          span: 4,
          hint: 'Formato 4.00',
          patternMessage: 'Versão inválida (formato 4.00)',
          inputMode: 'decimal',
        },
      ],
    },
    {
      title: 'Emissão',
      fields: [
        {
          name: 'emissao.tipoEmissaoCTe',
          label: 'Tipo de emissão do CT-e',
          kind: 'enum',
          required: true,
          options: tipoEmissaoCTeOptions,
          span: 6,
        },
        {
          name: 'emissao.tipoEmissaoMDFe',
          label: 'Tipo de emissão do MDF-e',
          kind: 'enum',
          required: true,
          options: tipoEmissaoMDFeOptions,
          span: 6,
        },
        {
          name: 'emissao.obsTributaria',
          label: 'Observação tributária',
          kind: 'notes',
          maxLength: 2000,
          span: 12,
          nullable: true,
        },
      ],
    },
    {
      title: 'Séries',
      fields: [
        {
          name: 'series.serieCTe',
          label: 'Série do CT-e',
          kind: 'text',
          required: true,
          span: 3,
          patternMessage: 'Informe somente números',
          inputMode: 'numeric',
        },
        {
          name: 'series.serieMDFe',
          label: 'Série do MDF-e',
          kind: 'text',
          required: true,
          span: 3,
          patternMessage: 'Informe somente números',
          inputMode: 'numeric',
        },
      ],
    },
  ],
  schema: AlteraConfiguracoesUnidadeBody,
  recordQuery: (id) => getBuscaUnidadeQueryOptions(id),
  configQuery: (id) => getBuscaConfiguracoesUnidadeQueryOptions(id),
  save: (id, body) =>
    alteraConfiguracoesUnidade(id, body as Parameters<typeof alteraConfiguracoesUnidade>[1]),
  recordLabel: (record) => `${record.codigo ?? ''} - ${record.nome ?? ''}`,
};

/** :id/configuracoes: Unidades. */
export function UnidadesConfigPage() {
  return <ResourceConfigPage config={configuration} />;
}
