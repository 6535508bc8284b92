import type {
  Chamado,
  ConfiguracaoFiscal,
  EventoChamado,
  InstanciaNuvem,
  Notificacao,
  PreferenciaColuna,
  UsuarioEmpresa,
} from '@generated/api/model';
import { Recurso } from '@generated/api/model';
import type { MockModels } from '@generated/tables/mock-resources';
import { Collection, type CollectionSnapshot, type StoredRecord } from './collection';

export type Stored<T> = Omit<T, keyof StoredRecord> & StoredRecord;

/** A notification belongs to one user. */
export type StoredNotificacao = Stored<Notificacao> & { usuarioId: number };
/** The link of a user to a customer (the customer users dialog). */
export type StoredUsuarioEmpresa = Stored<UsuarioEmpresa> & { empresaId: number };
export type StoredChamado = Stored<Chamado> & { dataFechamento?: string | null };

export interface StoredFile {
  id: string;
  nome: string;
  tipo: string;
  bytes: Uint8Array;
}

export interface StoredCertificate {
  vencimento: string;
  titular: string;
  cnpj: string | null;
}

/** A cloud instance and, while a command runs, the status it reaches and when. */
export interface StoredInstance extends InstanciaNuvem {
  transition?: { state: InstanciaNuvem['state']; status: string; at: number };
}

/**
 * The tables of the API's resources, keyed by their API prefix (the `recurso` of the generic calls): one
 * per value of the contract's `Recurso` enum, typed with the read model the manifest names for it
 * (generated/tables/mock-resources.ts `MockModels`).
 */
export type ResourceTables = { [R in Recurso]: Collection<Stored<MockModels[R]>> };

/** The first 2xx answer to a write with an Idempotency-Key, kept to answer its repeats. */
export interface KeptAnswer {
  /** When it was kept (ms since the epoch): answers older than a day are dropped. */
  at: number;
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array;
}

/** An import accepted (202) and not yet processed: kept with the data, so that a reload does not lose it. */
export interface PendingImport {
  idEvento: string;
  /** The import call's path (mocks/handlers/import-specs.ts). */
  path: string;
  userId: number;
  /** The sheet's rows as read when the file arrived. */
  sheet: { headers: string[]; rows: Array<{ linha: number; values: Record<string, unknown> }> };
  /** When it is processed (ms since the epoch). */
  dueAt: number;
}

/** Everything else the mock API keeps. */
export interface MockStores {
  chamados: Collection<StoredChamado>;
  notificacoes: Collection<StoredNotificacao>;
  usuariosEmpresa: Collection<StoredUsuarioEmpresa>;
  /** Password of each account, by lower-case e-mail. */
  credentials: Record<string, string>;
  /** Column preferences by "<userId>:<recurso>". */
  columnPreferences: Record<string, PreferenciaColuna[]>;
  configuracoes: Record<'empresas' | 'filiais' | 'unidades', Record<number, ConfiguracaoFiscal>>;
  certificados: Record<number, StoredCertificate>;
  files: Record<string, StoredFile>;
  instancias: Record<string, StoredInstance>;
  counters: {
    chamado: number;
    comentario: number;
    anexo: number;
    responsavel: number;
    file: number;
    eventoChamado: number;
  };
  /** Each ticket's changes (status, due date, assignees, closing, reopening), by ticket id (./ticket-history.ts). */
  historicoChamados: Record<number, EventoChamado[]>;
  /** Answers by "<method> <path> <key>" (mocks/kit/dispatch.ts). */
  idempotency: Record<string, KeptAnswer>;
  /** Imports waiting to be processed, by idEvento. */
  pendingImports: Record<string, PendingImport>;
}

export interface MockDatabase extends MockStores {
  resources: ResourceTables;
}

const RESOURCE_NAMES = Object.values(Recurso);

type CollectionKeys = 'chamados' | 'notificacoes' | 'usuariosEmpresa';
const COLLECTION_STORES: CollectionKeys[] = ['chamados', 'notificacoes', 'usuariosEmpresa'];

/** The plain stores, empty (a snapshot saved before a store existed leaves it so). */
function createEmptyStores(): Omit<MockStores, CollectionKeys> {
  return {
    credentials: {},
    columnPreferences: {},
    configuracoes: { empresas: {}, filiais: {}, unidades: {} },
    certificados: {},
    files: {},
    instancias: {},
    counters: { chamado: 1000, comentario: 1, anexo: 1, responsavel: 1, file: 1, eventoChamado: 1 },
    historicoChamados: {},
    idempotency: {},
    pendingImports: {},
  };
}

export function createEmptyDatabase(): MockDatabase {
  const resources = Object.fromEntries(
    RESOURCE_NAMES.map((name) => [name, new Collection(name)]),
  ) as unknown as ResourceTables;
  return {
    resources,
    chamados: new Collection('chamados'),
    notificacoes: new Collection('notificacoes'),
    usuariosEmpresa: new Collection('usuariosEmpresa'),
    ...createEmptyStores(),
  };
}

export interface DatabaseSnapshot {
  resources: Record<string, CollectionSnapshot<StoredRecord>>;
  collections: Record<string, CollectionSnapshot<StoredRecord>>;
  stores: Omit<MockStores, CollectionKeys>;
}

/** A structured-cloneable copy of the whole database (kept in IndexedDB by the demo). */
export function snapshotDatabase(db: MockDatabase): DatabaseSnapshot {
  const { resources, chamados: _c, notificacoes: _n, usuariosEmpresa: _u, ...stores } = db;
  return {
    resources: Object.fromEntries(Object.entries(resources).map(([name, table]) => [name, table.snapshot()])),
    collections: Object.fromEntries(
      COLLECTION_STORES.map((name) => [name, db[name].snapshot() as CollectionSnapshot<StoredRecord>]),
    ),
    stores,
  };
}

export function restoreDatabase(snapshot: DatabaseSnapshot): MockDatabase {
  const db = createEmptyDatabase();
  reloadDatabase(db, snapshot);
  return db;
}

/**
 * Puts a snapshot's data into an existing database, in place: the handlers keep their references to
 * its tables (the demo catching up with another tab's writes).
 */
export function reloadDatabase(db: MockDatabase, snapshot: DatabaseSnapshot): void {
  for (const [name, table] of Object.entries(snapshot.resources)) {
    (db.resources as unknown as Record<string, Collection<StoredRecord>>)[name]?.restore(table);
  }
  for (const name of COLLECTION_STORES) {
    const table = snapshot.collections[name];
    if (table) (db[name] as unknown as Collection<StoredRecord>).restore(table);
  }
  Object.assign(db, createEmptyStores(), snapshot.stores);
}
