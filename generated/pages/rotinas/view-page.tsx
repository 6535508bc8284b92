/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Rotina } from '@generated/api/model';
import { getBuscaRotinaQueryOptions } from '@generated/api/rotinas/rotinas';
import { rotinasResource } from '@generated/tables/resources';
import { RecordLink, ResourceViewPage, RowsView, type ViewPageConfig } from '@/kit';

const config: ViewPageConfig<Rotina> = {
  resource: rotinasResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { label: 'Descrição', value: (record) => record.descricao },
        { label: 'Código', value: (record) => record.codigo },
        {
          label: 'Módulo',
          value: (record) => (
            <RecordLink segment="modulos" id={record.moduloId}>
              {record.modulo?.descricao}
            </RecordLink>
          ),
        },
      ],
    },
    {
      title: 'Ações',
      fields: [
        {
          label: 'Ações',
          value: (record) => (
            <RowsView
              value={record.acoes}
              columns={[
                { header: 'Código', cell: (row) => row.codigo },
                { header: 'Descrição', cell: (row) => row.descricao },
              ]}
            />
          ),
          span: 12,
        },
      ],
    },
  ],
  recordQuery: (id) => getBuscaRotinaQueryOptions(id),
  recordLabel: (record) => record.descricao,
};

/** View page (:id/consulta): Rotinas do sistema. */
export function RotinasViewPage() {
  return <ResourceViewPage config={config} />;
}
