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
import { fiscalConfigSections } from '@generated/tables/config-forms';
import { empresasResource } from '@generated/tables/resources';
import { AlteraConfiguracoesEmpresaBody } from '@generated/zod/empresas/empresas';
import { type ConfigPageConfig, ResourceConfigPage } from '@/kit';
import { CustomerCertificateSection } from '@/resources/empresas/certificate/customer-certificate-section';

/** The configuration the API answers with. */
type Configuration = Awaited<ReturnType<typeof buscaConfiguracoesEmpresa>>;
/** The body its update takes. */
type ConfigurationBody = Parameters<typeof alteraConfiguracoesEmpresa>[1];

export const configuration: ConfigPageConfig<Empresa, Configuration, ConfigurationBody> = {
  resource: empresasResource,
  sections: fiscalConfigSections,
  schema: AlteraConfiguracoesEmpresaBody,
  recordQuery: (id) => getBuscaEmpresaQueryOptions(id),
  configQuery: (id) => getBuscaConfiguracoesEmpresaQueryOptions(id),
  save: (id, body) => alteraConfiguracoesEmpresa(id, body),
  recordLabel: (record) => record.nome,
  extraSections: [CustomerCertificateSection],
};

/** :id/configuracoes: Clientes. */
export function EmpresasConfigPage() {
  return <ResourceConfigPage config={configuration} />;
}
