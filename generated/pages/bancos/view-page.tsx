/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { getBuscaBancoQueryOptions } from '@generated/api/bancos/bancos';
import type { Banco } from '@generated/api/model';
import { bancosResource } from '@generated/tables/resources';
import { ResourceViewPage, type ViewPageConfig } from '@/kit';

const config: ViewPageConfig<Banco> = {
  resource: bancosResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { label: 'Código', value: (record) => record.codigo },
        { label: 'Nome', value: (record) => record.nome },
        { label: 'ISPB', value: (record) => record.ispb },
      ],
    },
  ],
  recordQuery: (id) => getBuscaBancoQueryOptions(id),
  recordLabel: (record) => `${record.codigo ?? ''} - ${record.nome ?? ''}`,
};

/** View page (:id/consulta): Bancos. */
export function BancosViewPage() {
  return <ResourceViewPage config={config} />;
}
