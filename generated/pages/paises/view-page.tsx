/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Pais } from '@generated/api/model';
import { getBuscaPaisQueryOptions } from '@generated/api/paises/paises';
import { paisesResource } from '@generated/tables/resources';
import { ResourceViewPage, type ViewPageConfig } from '@/kit';

const config: ViewPageConfig<Pais> = {
  resource: paisesResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { label: 'Nome', value: (record) => record.nome },
        { label: 'Código BACEN', value: (record) => record.codigoBacen },
        { label: 'Sigla', value: (record) => record.sigla },
      ],
    },
  ],
  recordQuery: (id) => getBuscaPaisQueryOptions(id),
  recordLabel: (record) => record.nome,
};

/** View page (:id/consulta): Países. */
export function PaisesViewPage() {
  return <ResourceViewPage config={config} />;
}
