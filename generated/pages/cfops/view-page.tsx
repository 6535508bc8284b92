/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { getBuscaCfopQueryOptions } from '@generated/api/cfops/cfops';
import type { Cfop } from '@generated/api/model';
import { tipoCfopLabels } from '@generated/tables/enums';
import { cfopsResource } from '@generated/tables/resources';
import { ResourceViewPage, type ViewPageConfig } from '@/kit';
import { formatCfop } from '@/lib/format/documents';
import { enumLabel } from '@/lib/format/labels';

const config: ViewPageConfig<Cfop> = {
  resource: cfopsResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { label: 'Código', value: (record) => formatCfop(record.codigo) },
        { label: 'Tipo', value: (record) => enumLabel(tipoCfopLabels, record.tipo) },
        { label: 'Descrição', value: (record) => record.descricao, span: 12 },
      ],
    },
  ],
  recordQuery: (id) => getBuscaCfopQueryOptions(id),
  recordLabel: (record) => record.codigo,
};

/** View page (:id/consulta): CFOPs. */
export function CfopsViewPage() {
  return <ResourceViewPage config={config} />;
}
