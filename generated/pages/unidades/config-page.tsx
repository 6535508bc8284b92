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
import { fiscalConfigSections } from '@generated/tables/config-forms';
import { unidadesResource } from '@generated/tables/resources';
import { AlteraConfiguracoesUnidadeBody } from '@generated/zod/unidades/unidades';
import { type ConfigPageConfig, ResourceConfigPage } from '@/kit';

/** The configuration the API answers with. */
type Configuration = Awaited<ReturnType<typeof buscaConfiguracoesUnidade>>;
/** The body its update takes. */
type ConfigurationBody = Parameters<typeof alteraConfiguracoesUnidade>[1];

export const configuration: ConfigPageConfig<Unidade, Configuration, ConfigurationBody> = {
  resource: unidadesResource,
  sections: fiscalConfigSections,
  schema: AlteraConfiguracoesUnidadeBody,
  recordQuery: (id) => getBuscaUnidadeQueryOptions(id),
  configQuery: (id) => getBuscaConfiguracoesUnidadeQueryOptions(id),
  save: (id, body) => alteraConfiguracoesUnidade(id, body),
  recordLabel: (record) => `${record.codigo ?? ''} - ${record.nome ?? ''}`,
};

/** :id/configuracoes: Unidades. */
export function UnidadesConfigPage() {
  return <ResourceConfigPage config={configuration} />;
}
