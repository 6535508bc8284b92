/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { RotinaFrontEnd } from '@generated/api/model';
import { getBuscaRotinaFrontEndQueryOptions } from '@generated/api/rotinas-front-end/rotinas-front-end';
import { rotinasFrontEndResource } from '@generated/tables/resources';
import { RecordLink, ResourceViewPage, type ViewPageConfig } from '@/kit';
import { FrontRoutineDeleteTool } from '@/resources/rotinas-front-end/front-routine-delete/front-routine-delete-tool';

const config: ViewPageConfig<RotinaFrontEnd> = {
  resource: rotinasFrontEndResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { label: 'Descrição', value: (record) => record.descricao },
        { label: 'Rota', value: (record) => record.rota },
        {
          label: 'Rotina',
          value: (record) => (
            <RecordLink segment="rotinas" id={record.rotinaId}>
              {record.rotina?.descricao}
            </RecordLink>
          ),
        },
      ],
    },
  ],
  recordQuery: (id) => getBuscaRotinaFrontEndQueryOptions(id),
  recordLabel: (record) => record.descricao,
  recordTools: [FrontRoutineDeleteTool],
};

/** View page (:id/consulta): Rotinas front-end. */
export function RotinasFrontEndViewPage() {
  return <ResourceViewPage config={config} />;
}
