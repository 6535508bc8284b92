/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Unidade, UnidadeInput } from '@generated/api/model';
import { alteraUnidade, criaUnidade, getBuscaUnidadeQueryOptions } from '@generated/api/unidades/unidades';
import { empresasReference } from '@generated/tables/references/empresas';
import { filiaisReference } from '@generated/tables/references/filiais';
import { unidadesResource } from '@generated/tables/resources';
import { AlteraUnidadeBody, CriaUnidadeBody } from '@generated/zod/unidades/unidades';
import { type FormPageConfig, ResourceFormPage } from '@/kit';

/** The form's values: the API input while it is being filled in (the kit validates it with the zod schema). */
type Values = { [K in keyof UnidadeInput]?: unknown };

const config: FormPageConfig<Unidade, Values, UnidadeInput> = {
  resource: unidadesResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        {
          name: 'empresaId',
          label: 'Cliente',
          kind: 'reference',
          required: true,
          reference: empresasReference,
        },
        {
          name: 'filialId',
          label: 'Filial',
          kind: 'reference',
          required: true,
          reference: filiaisReference,
          dependsOn: { field: 'empresaId', param: 'empresaId' },
        },
        { name: 'codigo', label: 'Código', kind: 'integer', required: true, min: 1, max: 9999 },
        { name: 'nome', label: 'Nome', kind: 'upper', required: true, maxLength: 150 },
      ],
    },
  ],
  createSchema: CriaUnidadeBody,
  updateSchema: AlteraUnidadeBody,
  defaults: { empresaId: null, filialId: null, codigo: null, nome: '' },
  recordQuery: (id) => getBuscaUnidadeQueryOptions(id),
  toValues: (record) => ({
    empresaId: record.empresaId,
    filialId: record.filialId,
    codigo: record.codigo,
    nome: record.nome,
  }),
  create: (values) => criaUnidade(values),
  update: (id, values) => alteraUnidade(id, values),
  recordLabel: (record) => `${record.codigo ?? ''} - ${record.nome ?? ''}`,
};

/** Create (novo) and edit (:id/edita) page: Unidades. */
export function UnidadesFormPage() {
  return <ResourceFormPage config={config} />;
}
