import { resolve } from 'node:path';

/** The part of Rolldown's chunking context this needs (its ModuleInfo, reduced to the static imports). */
interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

const ROOT = resolve(import.meta.dirname, '..').replace(/\\/g, '/');
const at = (path: string) => `${ROOT}/${path}`;

/** Where the app starts, and what the sign-in page paints with: their code stays where it is. */
const ENTRY = at('src/main.tsx');
const FIRST_PAINT_ROOTS = [ENTRY, at('src/features/auth/sign-in-page.tsx')];
/** What every signed-in page loads first: the session flows and the signed-in layout. */
const SHELL_ROOTS = [at('src/lib/session/session-client.ts'), at('src/app/guards/protected-dashboard-layout.tsx')];
/** The list kit's parts the lists render with (the tickets list and every generated resource list page). */
const LIST_KIT = [
  'src/kit/list/resource-list-page.tsx',
  'src/kit/list/paged-table.tsx',
  'src/kit/list/controller/use-list-controller.ts',
  'src/kit/list/controller/use-list-drawers.ts',
  'src/kit/list/controller/list-page-frame.tsx',
  'src/kit/list/controller/list-toolbar.tsx',
].map(at);
/** The app's own shared code (a resource's generated modules are its own, even when two lists use them). */
const SHARED_CODE = `${ROOT}/src/`;
/** Primitives, formats and kit parts that forms and views use as well as the lists. */
const COMMON_CODE = /\/(src\/(ui|lib|kit)|generated\/api\/model)\//;
const LIST_ONLY_CODE = /\/src\/kit\/(list|import-wizard)\//;
/** The list pages. */
const LIST_PAGE = /\/(generated\/pages\/[a-z0-9-]+\/list-page|src\/features\/tickets\/list\/ticket-list-page)\.tsx$/;
/**
 * The kit's front door re-exports all of the kit, of which a page uses a part (the rest is tree-shaken
 * away): the closures do not go through it, or the list chunk would hold the forms and the import wizard.
 */
const KIT_FRONT_DOOR = at('src/kit/index.ts');

/**
 * Only the app's code: libraries stay with their vendor groups or where Rolldown puts them (a closure
 * through a library's index module, date-fns', would reach parts of it only other pages use).
 */
const APP_CODE = new RegExp(`^${ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(src|generated)/`);

/** Every module `roots` import statically, directly or not (the roots included). */
function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = roots.filter((id) => graph.getModuleInfo(id) !== null);
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (seen.has(id) || id === KIT_FRONT_DOOR) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Every module of the app, static and lazy, from the entry. */
function everyModule(graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const pending = [ENTRY];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (info) pending.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return seen;
}

export interface AppChunkSets {
  shell: Set<string>;
  /** The list set's primitives, formats and kit parts outside the list kit: forms and views use them too. */
  common: Set<string>;
  list: Set<string>;
}

/**
 * The modules of the two app chunks, from the module graph:
 * - 'shell': what the session flows and the signed-in layout import, less what the entry and the
 *   sign-in page already paint with (those stay in their chunks: sign-in must not load the shell);
 * - 'list': the list kit's parts the lists render with and what they import, and what at least two
 *   list pages import (the formats), less what the shell and the first paint have; one resource's own
 *   modules stay in its page's chunk. The drawers the lists open on demand stay out (lazy imports).
 * Each set holds everything its members import but the sets before it, so no two chunks import each other.
 */
export function appChunkSets(graph: ModuleGraph): AppChunkSets {
  const firstPaint = staticClosure(graph, FIRST_PAINT_ROOTS);
  const shell = new Set([...staticClosure(graph, SHELL_ROOTS)].filter((id) => APP_CODE.test(id) && !firstPaint.has(id)));
  const shared = new Set(staticClosure(graph, LIST_KIT));
  const uses = new Map<string, number>();
  for (const page of [...everyModule(graph)].filter((id) => LIST_PAGE.test(id))) {
    for (const id of staticClosure(graph, [page])) uses.set(id, (uses.get(id) ?? 0) + 1);
  }
  for (const [id, count] of uses) if (count >= 2 && id.startsWith(SHARED_CODE)) shared.add(id);
  const rest = new Set([...shared].filter((id) => APP_CODE.test(id) && !firstPaint.has(id) && !shell.has(id)));
  const common = new Set([...rest].filter((id) => COMMON_CODE.test(id) && !LIST_ONLY_CODE.test(id)));
  // A common module that imports one of the list's stays with the list: the common chunk imports no other.
  for (let moved = true; moved; ) {
    moved = false;
    for (const id of common) {
      if ((graph.getModuleInfo(id)?.importedIds ?? []).some((imported) => rest.has(imported) && !common.has(imported))) {
        common.delete(id);
        moved = true;
      }
    }
  }
  return { shell, common, list: new Set([...rest].filter((id) => !common.has(id))) };
}

/** The sets of each chunking pass (Rolldown reuses one entry ModuleInfo object within a pass). */
const computed = new WeakMap<object, AppChunkSets>();

/**
 * The code-splitting group of the app's own chunks: 'shell' and 'list' (see appChunkSets), one file
 * each instead of some forty small ones a cold list fetched and compiled one by one.
 */
export const appChunkGroup = {
  name(id: string, graph: ModuleGraph): string | null {
    const key = graph.getModuleInfo(ENTRY);
    if (!key) return null;
    let sets = computed.get(key);
    if (!sets) computed.set(key, (sets = appChunkSets(graph)));
    return sets.shell.has(id) ? 'shell' : sets.common.has(id) ? 'common' : sets.list.has(id) ? 'list' : null;
  },
};
