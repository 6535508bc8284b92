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
import { fiscalConfigSections } from '@generated/tables/config-forms';
import { filiaisResource } from '@generated/tables/resources';
import { AlteraConfiguracoesFilialBody } from '@generated/zod/filiais/filiais';
import { type ConfigPageConfig, ResourceConfigPage } from '@/kit';

/** The configuration the API answers with. */
type Configuration = Awaited<ReturnType<typeof buscaConfiguracoesFilial>>;
/** The body its update takes. */
type ConfigurationBody = Parameters<typeof alteraConfiguracoesFilial>[1];

export const configuration: ConfigPageConfig<Filial, Configuration, ConfigurationBody> = {
  resource: filiaisResource,
  sections: fiscalConfigSections,
  schema: AlteraConfiguracoesFilialBody,
  recordQuery: (id) => getBuscaFilialQueryOptions(id),
  configQuery: (id) => getBuscaConfiguracoesFilialQueryOptions(id),
  save: (id, body) => alteraConfiguracoesFilial(id, body),
  recordLabel: (record) => `${record.codigo ?? ''} - ${record.fantasia || record.nome || ''}`,
};

/** :id/configuracoes: Filiais. */
export function FiliaisConfigPage() {
  return <ResourceConfigPage config={configuration} />;
}
