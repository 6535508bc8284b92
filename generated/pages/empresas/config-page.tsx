/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import {
  alteraConfiguracoesEmpresa,
  type buscaConfiguracoesEmpresa,
  getBuscaConfiguracoesEmpresaQueryOptions,
  getBuscaEmpresaQueryOptions,
} from '@generated/api/empresas/empresas';
import type { Empresa } from '@generated/api/model';
import { tipoAmbienteOptions, tipoEmissaoCTeOptions, tipoEmissaoMDFeOptions } from '@generated/enums';
import { empresasResource } from '@generated/resources';
import { AlteraConfiguracoesEmpresaBody } from '@generated/zod/empresas/empresas';
import { type ConfigPageConfig, ResourceConfigPage } from '@/kit';
import { CustomerCertificateSection } from '@/resources/empresas/certificate/customer-certificate-section';

/** The configuration as the API answers it. */
type Configuration = Awaited<ReturnType<typeof buscaConfiguracoesEmpresa>>;

export const configuration: ConfigPageConfig<Empresa, Configuration> = {
  resource: empresasResource,
  viewFlag: 'canViewCustomers',
  editFlag: 'canEditCustomerConfig',
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
  schema: AlteraConfiguracoesEmpresaBody,
  recordQuery: (id) => getBuscaEmpresaQueryOptions(id),
  configQuery: (id) => getBuscaConfiguracoesEmpresaQueryOptions(id),
  save: (id, body) =>
    alteraConfiguracoesEmpresa(id, body as Parameters<typeof alteraConfiguracoesEmpresa>[1]),
  recordLabel: (record) => record.nome,
  extraSections: [CustomerCertificateSection],
};

/** :id/configuracoes: Empresas. */
export function EmpresasConfigPage() {
  return <ResourceConfigPage config={configuration} />;
}
