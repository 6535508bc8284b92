import type { LimitePaginaParameter } from '@generated/api/model';
import { PAGE_SIZES } from './list-state';

/*
 * The page size a user last chose on a list, kept in this browser so that the next visit opens with
 * it (a URL that carries a size still wins). Not sensitive: localStorage, one entry per user and list.
 */

const PREFIX = 'retaguarda:tamanho-pagina';

/** Who chose and where: the user's id and the list's route ('/dashboard/icms'). */
export interface PageSizeOwner {
  userId: number;
  list: string;
}

/** The owner of a list's page size: the signed-in user (none: no memory) on the list's route. */
export function pageSizeOwnerOf(userId: number | undefined, pathname: string): PageSizeOwner | null {
  return userId === undefined ? null : { userId, list: pathname };
}

function keyOf({ userId, list }: PageSizeOwner): string {
  return `${PREFIX}:${userId}:${list}`;
}

/** The size the user chose on the list, or null when none was (or what was kept is no longer a size). */
export function rememberedPageSize(owner: PageSizeOwner): LimitePaginaParameter | null {
  try {
    const kept = Number(localStorage.getItem(keyOf(owner)));
    return PAGE_SIZES.find((size) => size === kept) ?? null;
  } catch {
    // Storage refused (privacy settings): the lists open with the default size.
    return null;
  }
}

/** Keeps the size the user chose on the list. */
export function rememberPageSize(owner: PageSizeOwner, size: LimitePaginaParameter): void {
  try {
    localStorage.setItem(keyOf(owner), String(size));
  } catch {
    // A full or refused storage only loses the convenience.
  }
}
