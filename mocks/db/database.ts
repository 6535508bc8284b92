import type {
  Chamado,
  ConfiguracaoFiscal,
  InstanciaNuvem,
  Notificacao,
  PreferenciaColuna,
  UsuarioEmpresa,
} from '@generated/api/model';
import { Recurso } from '@generated/api/model';
import type { MockModels } from '@generated/mock-resources';
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
 * (generated/mock-resources.ts `MockModels`).
 */
export type ResourceTables = { [R in Recurso]: Collection<Stored<MockModels[R]>> };

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
  counters: { chamado: number; comentario: number; anexo: number; responsavel: number; file: number };
}

export interface MockDatabase extends MockStores {
  resources: ResourceTables;
}

const RESOURCE_NAMES = Object.values(Recurso);

export function createEmptyDatabase(): MockDatabase {
  const resources = Object.fromEntries(RESOURCE_NAMES.map((name) => [name, new Collection(name)])) as unknown as ResourceTables;
  return {
    resources,
    chamados: new Collection('chamados'),
    notificacoes: new Collection('notificacoes'),
    usuariosEmpresa: new Collection('usuariosEmpresa'),
    credentials: {},
    columnPreferences: {},
    configuracoes: { empresas: {}, filiais: {}, unidades: {} },
    certificados: {},
    files: {},
    instancias: {},
    counters: { chamado: 1000, comentario: 1, anexo: 1, responsavel: 1, file: 1 },
  };
}

type CollectionKeys = 'chamados' | 'notificacoes' | 'usuariosEmpresa';
const COLLECTION_STORES: CollectionKeys[] = ['chamados', 'notificacoes', 'usuariosEmpresa'];

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
    collections: Object.fromEntries(COLLECTION_STORES.map((name) => [name, db[name].snapshot() as CollectionSnapshot<StoredRecord>])),
    stores,
  };
}

export function restoreDatabase(snapshot: DatabaseSnapshot): MockDatabase {
  const db = createEmptyDatabase();
  for (const [name, table] of Object.entries(snapshot.resources)) {
    (db.resources as unknown as Record<string, Collection<StoredRecord>>)[name]?.restore(table);
  }
  for (const name of COLLECTION_STORES) {
    const table = snapshot.collections[name];
    if (table) (db[name] as unknown as Collection<StoredRecord>).restore(table);
  }
  Object.assign(db, snapshot.stores);
  return db;
}
