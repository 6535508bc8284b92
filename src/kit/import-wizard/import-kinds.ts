import type { AxiosRequestConfig } from 'axios';
import type { ImportacaoPlanilha, RecursoImportavel, TipoEventoImportacao } from '@generated/api/model';
import { exportaPlanilhaModelo } from '@generated/api/recursos/recursos';

/** Which spreadsheet import: one per importable resource, plus the toll plaza values. */
export type ImportKindId = RecursoImportavel | 'valores-pedagio';

export interface ImportKind {
  id: ImportKindId;
  /** The resource whose lists and views a successful import refreshes (both toll imports: praca-pedagio). */
  recurso: RecursoImportavel;
  /** pt-BR plural inside a sentence: 'Importar cidades', 'Erro ao importar cidades'. */
  entity: string;
  /** The live event that reports the outcome (its dados.id_evento is the idEvento sent). */
  tipoEvento: TipoEventoImportacao;
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
  entity: string,
  tipoEvento: TipoEventoImportacao,
  upload: ImportKind['upload'],
): ImportKind {
  return {
    id: recurso,
    recurso,
    entity,
    tipoEvento,
    upload,
    template: (options) => exportaPlanilhaModelo(recurso, options),
    templateName: `modelo-${recurso}.xlsx`,
  };
}

/** Every spreadsheet import the API offers (importa-…), by id. */
export const IMPORT_KINDS: Readonly<Record<ImportKindId, ImportKind>> = {
  cidades: kind('cidades', 'cidades', 'IMPORTACAO_CIDADES', async (body) => (await cidades()).importaCidades(body)),
  paises: kind('paises', 'países', 'IMPORTACAO_PAISES', async (body) => (await paises()).importaPaises(body)),
  cfops: kind('cfops', 'CFOPs', 'IMPORTACAO_CFOPS', async (body) => (await cfops()).importaCfops(body)),
  ncms: kind('ncms', 'NCMs', 'IMPORTACAO_NCMS', async (body) => (await ncms()).importaNcms(body)),
  'aliquotas-icms': kind('aliquotas-icms', 'alíquotas de ICMS', 'IMPORTACAO_ALIQUOTAS_ICMS', async (body) =>
    (await icms()).importaAliquotasIcms(body),
  ),
  'aliquotas-seguros': kind('aliquotas-seguros', 'alíquotas de seguro', 'IMPORTACAO_ALIQUOTAS_SEGURO', async (body) =>
    (await seguros()).importaAliquotasSeguros(body),
  ),
  'praca-pedagio': kind('praca-pedagio', 'praças de pedágio', 'IMPORTACAO_PRACAS_PEDAGIO', async (body) =>
    (await pedagio()).importaPracasPedagio(body),
  ),
  'valores-pedagio': {
    id: 'valores-pedagio',
    recurso: 'praca-pedagio',
    entity: 'valores de pedágio',
    tipoEvento: 'IMPORTACAO_VALORES_PEDAGIO',
    upload: async (body) => (await pedagio()).importaValoresPedagio(body),
    template: async (options) => (await pedagio()).exportaModeloValoresPedagio(options),
    templateName: 'modelo-valores-pedagio.xlsx',
  },
};

/** The imports a resource's list offers, in order (the toll plaza list has two). */
export function importKindsOf(recurso: RecursoImportavel): ImportKind[] {
  return Object.values(IMPORT_KINDS).filter((candidate) => candidate.recurso === recurso);
}
