/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Modulo } from '@generated/api/model';
import { getBuscaModuloQueryOptions } from '@generated/api/modulos/modulos';
import { modulosResource } from '@generated/tables/resources';
import { ResourceViewPage, type ViewPageConfig } from '@/kit';
import { formatBrl } from '@/lib/format/currency';

const config: ViewPageConfig<Modulo> = {
  resource: modulosResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { label: 'Código', value: (record) => record.codigo },
        { label: 'Descrição', value: (record) => record.descricao },
        { label: 'Valor mensal', value: (record) => formatBrl(record.valor) },
      ],
    },
  ],
  recordQuery: (id) => getBuscaModuloQueryOptions(id),
  recordLabel: (record) => record.descricao,
};

/** View page (:id/consulta): Módulos. */
export function ModulosViewPage() {
  return <ResourceViewPage config={config} />;
}
