/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { RotinaFrontEnd, RotinaFrontEndInput } from '@generated/api/model';
import {
  alteraRotinaFrontEnd,
  criaRotinaFrontEnd,
  getBuscaRotinaFrontEndQueryOptions,
} from '@generated/api/rotinas-front-end/rotinas-front-end';
import { rotinasReference } from '@generated/tables/references/rotinas';
import { rotinasFrontEndResource } from '@generated/tables/resources';
import {
  AlteraRotinaFrontEndBody,
  CriaRotinaFrontEndBody,
} from '@generated/zod/rotinas-front-end/rotinas-front-end';
import { type FormPageConfig, ResourceFormPage } from '@/kit';

/** The form's values: the API input while it is being filled in (the kit validates it with the zod schema). */
type Values = { [K in keyof RotinaFrontEndInput]?: unknown };

const config: FormPageConfig<RotinaFrontEnd, Values, RotinaFrontEndInput> = {
  resource: rotinasFrontEndResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { name: 'descricao', label: 'Descrição', kind: 'upper', required: true, maxLength: 120 },
        {
          name: 'rota',
          label: 'Rota',
          kind: 'text',
          required: true,
          maxLength: 200,
          hint: 'Ex. /dashboard/cidades/:id',
        },
        { name: 'rotinaId', label: 'Rotina', kind: 'reference', required: true, reference: rotinasReference },
      ],
    },
  ],
  createSchema: CriaRotinaFrontEndBody,
  updateSchema: AlteraRotinaFrontEndBody,
  defaults: { descricao: '', rota: '', rotinaId: null },
  recordQuery: (id) => getBuscaRotinaFrontEndQueryOptions(id),
  toValues: (record) => ({ descricao: record.descricao, rota: record.rota, rotinaId: record.rotinaId }),
  create: (values) => criaRotinaFrontEnd(values),
  update: (id, values) => alteraRotinaFrontEnd(id, values),
  recordLabel: (record) => record.descricao,
};

/** Create (novo) and edit (:id/edita) page: Rotinas front-end. */
export function RotinasFrontEndFormPage() {
  return <ResourceFormPage config={config} />;
}
