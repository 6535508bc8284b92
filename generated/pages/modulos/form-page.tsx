/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Modulo, ModuloInput } from '@generated/api/model';
import { alteraModulo, criaModulo, getBuscaModuloQueryOptions } from '@generated/api/modulos/modulos';
import { modulosResource } from '@generated/tables/resources';
import { AlteraModuloBody, CriaModuloBody } from '@generated/zod/modulos/modulos';
import { type FormPageConfig, ResourceFormPage } from '@/kit';

/** The form's values: the API input while it is being filled in (the kit validates it with the zod schema). */
type Values = { [K in keyof ModuloInput]?: unknown };

const config: FormPageConfig<Modulo, Values, ModuloInput> = {
  resource: modulosResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { name: 'codigo', label: 'Código', kind: 'upperCode', required: true, maxLength: 30 },
        { name: 'descricao', label: 'Descrição', kind: 'upper', required: true, maxLength: 120 },
        { name: 'valor', label: 'Valor mensal', kind: 'currency', required: true, min: 0 },
      ],
    },
  ],
  createSchema: CriaModuloBody,
  updateSchema: AlteraModuloBody,
  defaults: { codigo: '', descricao: '', valor: null },
  recordQuery: (id) => getBuscaModuloQueryOptions(id),
  toValues: (record) => ({ codigo: record.codigo, descricao: record.descricao, valor: record.valor }),
  create: (values) => criaModulo(values),
  update: (id, values) => alteraModulo(id, values),
  recordLabel: (record) => record.descricao,
};

/** Create (novo) and edit (:id/edita) page: Módulos. */
export function ModulosFormPage() {
  return <ResourceFormPage config={config} />;
}
