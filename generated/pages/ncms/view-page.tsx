/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Ncm } from '@generated/api/model';
import { getBuscaNcmQueryOptions } from '@generated/api/ncms/ncms';
import { ncmsResource } from '@generated/tables/resources';
import { ResourceViewPage, type ViewPageConfig } from '@/kit';
import { formatNcm } from '@/lib/format/documents';

const config: ViewPageConfig<Ncm> = {
  resource: ncmsResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { label: 'Código', value: (record) => formatNcm(record.codigo) },
        { label: 'Descrição', value: (record) => record.descricao, span: 12 },
      ],
    },
  ],
  recordQuery: (id) => getBuscaNcmQueryOptions(id),
  recordLabel: (record) => record.codigo,
};

/** View page (:id/consulta): NCMs. */
export function NcmsViewPage() {
  return <ResourceViewPage config={config} />;
}
