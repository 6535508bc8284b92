/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Servidor, ServidorInput } from '@generated/api/model';
import {
  alteraServidor,
  criaServidor,
  getBuscaServidorQueryOptions,
} from '@generated/api/servidores/servidores';
import { servidoresResource } from '@generated/tables/resources';
import { AlteraServidorBody, CriaServidorBody } from '@generated/zod/servidores/servidores';
import { type FormPageConfig, ResourceFormPage } from '@/kit';

/** The form's values: the API input while it is being filled in (the kit validates it with the zod schema). */
type Values = { [K in keyof ServidorInput]?: unknown };

const config: FormPageConfig<Servidor, Values, ServidorInput> = {
  resource: servidoresResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { name: 'nome', label: 'Nome', kind: 'upper', required: true, maxLength: 120 },
        {
          name: 'endereco',
          label: 'Endereço',
          kind: 'url',
          required: true,
          maxLength: 255,
          hint: 'Host ou IP, com porta opcional, ou URL (ex. https://app01.exemplo.com.br/api).',
        },
        {
          name: 'magaluId',
          label: 'Instância na nuvem',
          kind: 'text',
          maxLength: 100,
          hint: 'Id da instância na Magalu Cloud.',
          patternMessage: 'Use apenas letras, números, - e _',
        },
      ],
    },
  ],
  createSchema: CriaServidorBody,
  updateSchema: AlteraServidorBody,
  defaults: { nome: '', endereco: '', magaluId: '' },
  recordQuery: (id) => getBuscaServidorQueryOptions(id),
  toValues: (record) => ({ nome: record.nome, endereco: record.endereco, magaluId: record.magaluId ?? '' }),
  create: (values) => criaServidor(values),
  update: (id, values) => alteraServidor(id, values),
  recordLabel: (record) => record.nome,
};

/** Create (novo) and edit (:id/edita) page: Servidores. */
export function ServidoresFormPage() {
  return <ResourceFormPage config={config} />;
}
