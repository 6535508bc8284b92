/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Unidade } from '@generated/api/model';
import { getBuscaUnidadeQueryOptions } from '@generated/api/unidades/unidades';
import { unidadesResource } from '@generated/tables/resources';
import { RecordLink, ResourceViewPage, type ViewPageConfig } from '@/kit';

const config: ViewPageConfig<Unidade> = {
  resource: unidadesResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        {
          label: 'Cliente',
          value: (record) => (
            <RecordLink segment="empresas" id={record.empresaId}>
              {record.empresa?.nome}
            </RecordLink>
          ),
        },
        {
          label: 'Filial',
          value: (record) => (
            <RecordLink
              segment="filiais"
              id={record.filialId}
            >{`${record.filial?.codigo ?? ''} - ${record.filial?.fantasia || record.filial?.nome || ''}`}</RecordLink>
          ),
        },
        { label: 'Código', value: (record) => record.codigo },
        { label: 'Nome', value: (record) => record.nome },
      ],
    },
  ],
  recordQuery: (id) => getBuscaUnidadeQueryOptions(id),
  recordLabel: (record) => `${record.codigo ?? ''} - ${record.nome ?? ''}`,
};

/** View page (:id/consulta): Unidades. */
export function UnidadesViewPage() {
  return <ResourceViewPage config={config} />;
}
