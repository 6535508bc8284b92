import type { AxiosRequestConfig } from 'axios';
import type { ImportacaoPlanilha, RecursoImportavel } from '@generated/api/model';
import { IMPORT_EVENT_KINDS, type ImportEventKind, type ImportKindId } from '@/lib/imports/import-events';

export type { ImportKindId } from '@/lib/imports/import-events';

/** An import with its calls: its event's kind (./import-events.ts), the upload and the template. */
export interface ImportKind extends ImportEventKind {
  /** POST …/importa-… (multipart file + idEvento). */
  upload(body: ImportacaoPlanilha): Promise<unknown>;
  /** GET the template spreadsheet (a blob), with the download's axios options. */
  template(options: AxiosRequestConfig): Promise<Blob>;
  /** File name of the template when the answer names none. */
  templateName: string;
}

// The API modules load with the upload (a dynamic import): the list kit, shared by every list page,
// does not carry the seven modules.
const cidades = () => import('@generated/api/cidades/cidades');
const paises = () => import('@generated/api/paises/paises');
const cfops = () => import('@generated/api/cfops/cfops');
const ncms = () => import('@generated/api/ncms/ncms');
const icms = () => import('@generated/api/aliquotas-icms/aliquotas-icms');
const seguros = () => import('@generated/api/aliquotas-seguros/aliquotas-seguros');
const pedagio = () => import('@generated/api/praca-pedagio/praca-pedagio');

function kind(
  recurso: RecursoImportavel,
  upload: ImportKind['upload'],
  template: ImportKind['template'],
): ImportKind {
  return { ...IMPORT_EVENT_KINDS[recurso], upload, template, templateName: `modelo-${recurso}.xlsx` };
}

/** Every spreadsheet import the API offers (importa-…), by id. */
export const IMPORT_KINDS: Readonly<Record<ImportKindId, ImportKind>> = {
  cidades: kind(
    'cidades',
    async (body) => (await cidades()).importaCidades(body),
    async (options) => (await cidades()).exportaPlanilhaModeloCidades(options),
  ),
  paises: kind(
    'paises',
    async (body) => (await paises()).importaPaises(body),
    async (options) => (await paises()).exportaPlanilhaModeloPaises(options),
  ),
  cfops: kind(
    'cfops',
    async (body) => (await cfops()).importaCfops(body),
    async (options) => (await cfops()).exportaPlanilhaModeloCfops(options),
  ),
  ncms: kind(
    'ncms',
    async (body) => (await ncms()).importaNcms(body),
    async (options) => (await ncms()).exportaPlanilhaModeloNcms(options),
  ),
  'aliquotas-icms': kind(
    'aliquotas-icms',
    async (body) => (await icms()).importaAliquotasIcms(body),
    async (options) => (await icms()).exportaPlanilhaModeloAliquotasIcms(options),
  ),
  'aliquotas-seguros': kind(
    'aliquotas-seguros',
    async (body) => (await seguros()).importaAliquotasSeguros(body),
    async (options) => (await seguros()).exportaPlanilhaModeloAliquotasSeguros(options),
  ),
  'praca-pedagio': kind(
    'praca-pedagio',
    async (body) => (await pedagio()).importaPracasPedagio(body),
    async (options) => (await pedagio()).exportaPlanilhaModeloPracasPedagio(options),
  ),
  'valores-pedagio': {
    ...IMPORT_EVENT_KINDS['valores-pedagio'],
    upload: async (body) => (await pedagio()).importaValoresPedagio(body),
    template: async (options) => (await pedagio()).exportaModeloValoresPedagio(options),
    templateName: 'modelo-valores-pedagio.xlsx',
  },
};
