/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import {
  alteraAliquotaIcms,
  criaAliquotaIcms,
  getBuscaAliquotaIcmsQueryOptions,
} from '@generated/api/aliquotas-icms/aliquotas-icms';
import type { AliquotaIcms, AliquotaIcmsInput } from '@generated/api/model';
import { aliquotasIcmsResource } from '@generated/tables/resources';
import { AlteraAliquotaIcmsBody, CriaAliquotaIcmsBody } from '@generated/zod/aliquotas-icms/aliquotas-icms';
import { type FormPageConfig, ResourceFormPage } from '@/kit';

/** The form's values: the API input while it is being filled in (the kit validates it with the zod schema). */
type Values = { [K in keyof AliquotaIcmsInput]?: unknown };

const config: FormPageConfig<AliquotaIcms, Values, AliquotaIcmsInput> = {
  resource: aliquotasIcmsResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { name: 'ufOrigem', label: 'UF de origem', kind: 'uf', required: true },
        { name: 'ufDestino', label: 'UF de destino', kind: 'uf', required: true },
        {
          name: 'aliquota',
          label: 'Alíquota',
          kind: 'percent',
          required: true,
          decimals: 2,
          min: 0,
          max: 100,
        },
      ],
    },
  ],
  createSchema: CriaAliquotaIcmsBody,
  updateSchema: AlteraAliquotaIcmsBody,
  defaults: { ufOrigem: null, ufDestino: null, aliquota: null },
  recordQuery: (id) => getBuscaAliquotaIcmsQueryOptions(id),
  toValues: (record) => ({
    ufOrigem: record.ufOrigem,
    ufDestino: record.ufDestino,
    aliquota: record.aliquota,
  }),
  create: (values) => criaAliquotaIcms(values),
  update: (id, values) => alteraAliquotaIcms(id, values),
  recordLabel: (record) => `${record.ufOrigem ?? ''} - ${record.ufDestino ?? ''}`,
};

/** Create (novo) and edit (:id/edita) page: Alíquotas de ICMS. */
export function AliquotasIcmsFormPage() {
  return <ResourceFormPage config={config} />;
}
