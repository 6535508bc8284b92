/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Servidor } from '@generated/api/model';
import { getBuscaServidorQueryOptions } from '@generated/api/servidores/servidores';
import { servidoresResource } from '@generated/tables/resources';
import { ResourceViewPage, type ViewPageConfig } from '@/kit';
import { CloudStatusTool } from '@/resources/servidores/cloud-status/cloud-status-tool';

const config: ViewPageConfig<Servidor> = {
  resource: servidoresResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { label: 'Nome', value: (record) => record.nome },
        { label: 'Endereço', value: (record) => record.endereco },
        { label: 'Instância na nuvem', value: (record) => record.magaluId },
      ],
    },
  ],
  recordQuery: (id) => getBuscaServidorQueryOptions(id),
  recordLabel: (record) => record.nome,
  recordTools: [CloudStatusTool],
};

/** View page (:id/consulta): Servidores. */
export function ServidoresViewPage() {
  return <ResourceViewPage config={config} />;
}
