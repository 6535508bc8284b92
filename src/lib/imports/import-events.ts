import type { RecursoImportavel, TipoEventoImportacao } from '@generated/api/model';

/** Which spreadsheet import: one per importable resource, plus the toll plaza values. */
export type ImportKindId = RecursoImportavel | 'valores-pedagio';

/**
 * What an import's live event names: the import it settles and the resource whose lists and views a
 * successful one refreshes. Light on purpose (no API code): the signed-in layout listens for every
 * import's outcome with it, whatever page is open (./import-outcomes.ts).
 */
export interface ImportEventKind {
  id: ImportKindId;
  /** The resource whose lists and views a successful import refreshes (both toll imports: praca-pedagio). */
  recurso: RecursoImportavel;
  /** pt-BR plural inside a sentence: 'Importar cidades', 'Erro ao importar cidades'. */
  entity: string;
  /** The live event that reports the outcome (its dados.id_evento is the idEvento sent). */
  tipoEvento: TipoEventoImportacao;
}

const kinds: ImportEventKind[] = [
  { id: 'cidades', recurso: 'cidades', entity: 'cidades', tipoEvento: 'IMPORTACAO_CIDADES' },
  { id: 'paises', recurso: 'paises', entity: 'países', tipoEvento: 'IMPORTACAO_PAISES' },
  { id: 'cfops', recurso: 'cfops', entity: 'CFOPs', tipoEvento: 'IMPORTACAO_CFOPS' },
  { id: 'ncms', recurso: 'ncms', entity: 'NCMs', tipoEvento: 'IMPORTACAO_NCMS' },
  {
    id: 'aliquotas-icms',
    recurso: 'aliquotas-icms',
    entity: 'alíquotas de ICMS',
    tipoEvento: 'IMPORTACAO_ALIQUOTAS_ICMS',
  },
  {
    id: 'aliquotas-seguros',
    recurso: 'aliquotas-seguros',
    entity: 'alíquotas de seguro',
    tipoEvento: 'IMPORTACAO_ALIQUOTAS_SEGURO',
  },
  {
    id: 'praca-pedagio',
    recurso: 'praca-pedagio',
    entity: 'praças de pedágio',
    tipoEvento: 'IMPORTACAO_PRACAS_PEDAGIO',
  },
  {
    id: 'valores-pedagio',
    recurso: 'praca-pedagio',
    entity: 'valores de pedágio',
    tipoEvento: 'IMPORTACAO_VALORES_PEDAGIO',
  },
];

/** Every import, by id. */
export const IMPORT_EVENT_KINDS = Object.fromEntries(kinds.map((kind) => [kind.id, kind])) as Readonly<
  Record<ImportKindId, ImportEventKind>
>;

/** The imports a resource's list offers, in order (the toll plaza list has two). */
export function importKindsOf(recurso: RecursoImportavel): ImportEventKind[] {
  return kinds.filter((kind) => kind.recurso === recurso);
}

/** The import a live event's tipo_evento reports on, if it is an import's. */
export function importKindOfEvent(tipoEvento: string): ImportEventKind | undefined {
  return kinds.find((kind) => kind.tipoEvento === tipoEvento);
}
