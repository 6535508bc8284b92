import type { ComponentType } from 'react';
import type { Recurso } from '@generated/api/model';
import type { PermissionFlag } from '@/lib/permissions/permission-flags';
import type { ListParams, QueryOptionsOf, ResourcePage } from '../query-types';

/**
 * The declaration of a sub-list (manifest `subLists` of a resource): the records of another resource
 * that belong to one record of this one (a customer's users), in a drawer with a search, pages and
 * actions on each row. The generator writes one per entry; SubListDrawer renders it.
 */
export interface SubListConfig<T extends { id: number }> {
  /** The drawer's title ('Usuários do cliente'). */
  title: string;
  /** What the parent record is ('Cliente'): the line naming it above the search. */
  parentLabel: string;
  /** The accessible name of the list, with the parent's label ('Usuários de <customer>'). */
  listLabel: (parent: string) => string;
  search: { label: string; placeholder: string };
  /** Shown when the parent has no rows, or the search matches none. */
  empty: string;
  /** orval's get<List>QueryOptions of the parent's rows (the parent id is the path parameter). */
  listQuery: (parentId: number, params: SubListParams) => QueryOptionsOf<ResourcePage<T>>;
  item: SubListItem<T>;
  /** The row's actions, in this order; each shown only with its flag (and where `when` holds). */
  actions: readonly SubListAction<T>[];
}

/** The params of a sub-list call: one page, and the search as filtros. */
export type SubListParams = Pick<ListParams, 'pagina' | 'limitePagina' | 'filtros'>;

/** How one row reads: its name (which also names the list item), avatar, lines and tags. */
export interface SubListItem<T> {
  title: (row: T) => string;
  avatar?: (row: T) => { name: string; url?: string | null };
  /** A line under the name, left out when empty (the user's e-mail). */
  subtitle?: (row: T) => string | null | undefined;
  tags: readonly SubListTag<T>[];
  /** The last line (the user's server). */
  note?: (row: T) => string;
}

/**
 * A tag of the row. 'status': 'Ativo' / 'Inativo' in green / red, with `label` for screen readers;
 * 'check': `yes` (blue) or `no` (yellow) by a boolean of the row.
 */
export type SubListTag<T> =
  | { kind: 'status'; label: string; value: (row: T) => boolean }
  | { kind: 'check'; value: (row: T) => boolean; yes: string; no: string };

interface ActionBase<T> {
  /** The flag the signed-in user needs. */
  flag: PermissionFlag;
  /** Shown only for the rows where this holds (a truthy value: `(row) => row.servidor`, the row has one). */
  when?: (row: T) => unknown;
}

/** An icon button of the row: its icon, tooltip and accessible name (with the row's name). */
interface IconActionBase<T> extends ActionBase<T> {
  icon: string;
  title: string;
  label: (row: T) => string;
}

/** What the dialog of a `dialog` action receives (mounted in a nested drawer layer). */
export interface SubListDialogProps<T> {
  row: T;
  parentId: number;
  visible: boolean;
  onHide: () => void;
  /** Refreshes every page and search of the sub-list (after a change to one of its rows). */
  refresh: () => Promise<void>;
}

/** A call of the contract on the row: a toast with `success` once it answers, then the list refreshes. */
export interface SubListRun<T> {
  run: (row: T) => Promise<unknown>;
  success: (row: T) => string;
}

export type SubListAction<T> =
  /** Opens a dialog of its own (a form of a resource extension) in a nested drawer. */
  | (IconActionBase<T> & { kind: 'dialog'; dialog: ComponentType<SubListDialogProps<T>> })
  /** Asks first, in the row (`question`, 'Cancelar' / `confirm`), then calls. */
  | (IconActionBase<T> & SubListRun<T> & { kind: 'confirm'; question: (row: T) => string; confirm: string })
  /** Calls at once; the button spins while it runs. */
  | (IconActionBase<T> & SubListRun<T> & { kind: 'call' })
  /**
   * The kit's lock / unlock drawer for the record `id` of `recurso` (named with the row's title);
   * `parentHeader` sends the parent's id as the empresaId header (a user's link to a customer).
   */
  | (ActionBase<T> & {
      kind: 'lock';
      recurso: Recurso;
      id: (row: T) => number;
      ativo: (row: T) => boolean;
      parentHeader?: boolean;
    });

/** The parent record of an open sub-list. */
export interface SubListParent {
  id: number;
  /** How the parent is named ('TRANSPORTES EXEMPLO'). */
  label: string;
}
