/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import {
  alteraAliquotaSeguro,
  criaAliquotaSeguro,
  getBuscaAliquotaSeguroQueryOptions,
} from '@generated/api/aliquotas-seguros/aliquotas-seguros';
import type { AliquotaSeguro, AliquotaSeguroInput } from '@generated/api/model';
import { tipoSeguroCargaOptions } from '@generated/tables/enums';
import { aliquotasSeguroResource } from '@generated/tables/resources';
import {
  AlteraAliquotaSeguroBody,
  CriaAliquotaSeguroBody,
} from '@generated/zod/aliquotas-seguros/aliquotas-seguros';
import { type FormPageConfig, ResourceFormPage } from '@/kit';

/** The form's values: the API input while it is being filled in (the kit validates it with the zod schema). */
type Values = { [K in keyof AliquotaSeguroInput]?: unknown };

const config: FormPageConfig<AliquotaSeguro, Values, AliquotaSeguroInput> = {
  resource: aliquotasSeguroResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { name: 'descricao', label: 'Descrição', kind: 'upper', required: true, maxLength: 120 },
        { name: 'tipo', label: 'Tipo', kind: 'enum', required: true, options: tipoSeguroCargaOptions },
        {
          name: 'percentual',
          label: 'Percentual',
          kind: 'percent',
          required: true,
          decimals: 4,
          min: 0,
          max: 100,
        },
      ],
    },
  ],
  createSchema: CriaAliquotaSeguroBody,
  updateSchema: AlteraAliquotaSeguroBody,
  defaults: { descricao: '', tipo: null, percentual: null },
  recordQuery: (id) => getBuscaAliquotaSeguroQueryOptions(id),
  toValues: (record) => ({ descricao: record.descricao, tipo: record.tipo, percentual: record.percentual }),
  create: (values) => criaAliquotaSeguro(values),
  update: (id, values) => alteraAliquotaSeguro(id, values),
  recordLabel: (record) => record.descricao,
};

/** Create (novo) and edit (:id/edita) page: Alíquotas de seguro. */
export function AliquotasSeguroFormPage() {
  return <ResourceFormPage config={config} />;
}
