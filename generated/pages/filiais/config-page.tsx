/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import {
  alteraConfiguracoesFilial,
  type buscaConfiguracoesFilial,
  getBuscaConfiguracoesFilialQueryOptions,
  getBuscaFilialQueryOptions,
} from '@generated/api/filiais/filiais';
import type { Filial } from '@generated/api/model';
import { tipoAmbienteOptions, tipoEmissaoCTeOptions, tipoEmissaoMDFeOptions } from '@generated/enums';
import { filiaisResource } from '@generated/resources';
import { AlteraConfiguracoesFilialBody } from '@generated/zod/filiais/filiais';
import { type ConfigPageConfig, ResourceConfigPage } from '@/kit';

/** The configuration as the API answers it. */
type Configuration = Awaited<ReturnType<typeof buscaConfiguracoesFilial>>;

export const configuration: ConfigPageConfig<Filial, Configuration> = {
  resource: filiaisResource,
  viewFlag: 'canViewBranches',
  editFlag: 'canEditBranchConfig',
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
  schema: AlteraConfiguracoesFilialBody,
  recordQuery: (id) => getBuscaFilialQueryOptions(id),
  configQuery: (id) => getBuscaConfiguracoesFilialQueryOptions(id),
  save: (id, body) => alteraConfiguracoesFilial(id, body as Parameters<typeof alteraConfiguracoesFilial>[1]),
  recordLabel: (record) => `${record.codigo ?? ''} - ${record.fantasia || record.nome || ''}`,
};

/** :id/configuracoes: Filiais. */
export function FiliaisConfigPage() {
  return <ResourceConfigPage config={configuration} />;
}
