/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Pais, PaisInput } from '@generated/api/model';
import { alteraPais, criaPais, getBuscaPaisQueryOptions } from '@generated/api/paises/paises';
import { paisesResource } from '@generated/tables/resources';
import { AlteraPaisBody, CriaPaisBody } from '@generated/zod/paises/paises';
import { type FormPageConfig, ResourceFormPage } from '@/kit';

/** The form's values: the API input while it is being filled in (the kit validates it with the zod schema). */
type Values = { [K in keyof PaisInput]?: unknown };

const config: FormPageConfig<Pais, Values, PaisInput> = {
  resource: paisesResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { name: 'nome', label: 'Nome', kind: 'upper', required: true, maxLength: 120 },
        { name: 'codigoBacen', label: 'Código BACEN', kind: 'code', required: true, length: 4 },
        {
          name: 'sigla',
          label: 'Sigla',
          kind: 'upperCode',
          required: true,
          maxLength: 2,
          hint: 'ISO 3166-1 alfa-2 (ex. BR).',
        },
      ],
    },
  ],
  createSchema: CriaPaisBody,
  updateSchema: AlteraPaisBody,
  defaults: { nome: '', codigoBacen: '', sigla: '' },
  recordQuery: (id) => getBuscaPaisQueryOptions(id),
  toValues: (record) => ({ nome: record.nome, codigoBacen: record.codigoBacen, sigla: record.sigla }),
  create: (values) => criaPais(values),
  update: (id, values) => alteraPais(id, values),
  recordLabel: (record) => record.nome,
};

/** Create (novo) and edit (:id/edita) page: Países. */
export function PaisesFormPage() {
  return <ResourceFormPage config={config} />;
}
