import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The part of Rolldown's chunking context this needs (its ModuleInfo, reduced to the static imports). */
interface ModuleGraph {
  getModuleInfo(
    moduleId: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

const ROOT = resolve(import.meta.dirname, '..').replace(/\\/g, '/');
const at = (path: string) => `${ROOT}/${path}`;

/** Where the app starts, and what the sign-in page paints with: their code stays where it is. */
const ENTRY = at('src/main.tsx');
const FIRST_PAINT_ROOTS = [ENTRY, at('src/features/auth/sign-in-page.tsx')];
/** What every signed-in page loads first: the session flows and the signed-in layout. */
const SHELL_ROOTS = [
  at('src/lib/session/session-client.ts'),
  at('src/app/guards/protected-dashboard-layout.tsx'),
];
/** The list kit's parts the lists render with (the tickets list and every generated resource list page). */
const LIST_KIT = [
  'src/kit/list/resource-list-page.tsx',
  'src/kit/list/paged-table.tsx',
  'src/kit/list/controller/use-list-controller.ts',
  'src/kit/list/controller/use-list-drawers.ts',
  'src/kit/list/views/list-page-frame.tsx',
  'src/kit/list/views/list-toolbar.tsx',
].map(at);
/** The app's own shared code (a resource's generated modules are its own, even when two lists use them). */
const SHARED_CODE = `${ROOT}/src/`;
/** Primitives, formats and kit parts that forms and views use as well as the lists. */
const COMMON_CODE = /\/(src\/(ui|lib|kit)|generated\/api\/model)\//;
const LIST_ONLY_CODE = /\/src\/kit\/(list|import-wizard)\//;
/** The tickets list, the page signing in opens. */
const TICKET_LIST = at('src/features/tickets/list/ticket-list-page.tsx');
/** The list pages. */
const LIST_PAGE =
  /\/(generated\/pages\/[a-z0-9-]+\/list-page|src\/features\/tickets\/list\/ticket-list-page)\.tsx$/;
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

/**
 * Every module `roots` import statically, directly or not (the roots included); `through` adds the
 * modules a module stands for beyond its own imports (see usedClosure).
 */
function staticClosure(
  graph: ModuleGraph,
  roots: readonly string[],
  through: (id: string, imported: readonly string[]) => readonly string[] = () => [],
): Set<string> {
  const seen = new Set<string>();
  const pending = roots.filter((id) => graph.getModuleInfo(id) !== null);
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (seen.has(id) || id === KIT_FRONT_DOOR) continue;
    seen.add(id);
    const imported = graph.getModuleInfo(id)?.importedIds ?? [];
    pending.push(...imported, ...through(id, imported));
  }
  return seen;
}

/** A module's source text ('' when there is none to read: a virtual module, a test's made-up path). */
export type ReadSource = (id: string) => string;

const readSource: ReadSource = (id) => (existsSync(id) ? readFileSync(id, 'utf8') : '');

/** The kit module each value the front door exports comes from (`export { A, type B } from './list/a'`). */
function frontDoorExports(graph: ModuleGraph, read: ReadSource): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, names, path] of read(KIT_FRONT_DOOR).matchAll(/export \{([^}]*)\} from '\.\/([^']+)'/g)) {
    const base = at(`src/kit/${path}`);
    const id = [`${base}.ts`, `${base}.tsx`].find((file) => graph.getModuleInfo(file) !== null);
    if (!id) continue;
    for (const name of names.split(',').map((part) => part.trim())) {
      if (name && !name.startsWith('type ')) modules.set(name, id);
    }
  }
  return modules;
}

/** The kit modules whose values `id` imports through the front door (`import { A, type B } from '@/kit'`). */
function kitModulesNamedBy(id: string, exports: Map<string, string>, read: ReadSource): string[] {
  const named: string[] = [];
  for (const [, names] of read(id).matchAll(/import \{([^}]*)\} from '@\/kit'/g)) {
    for (const name of names.split(',').map((part) => part.trim().split(/\s+as\s+/)[0])) {
      const module = exports.get(name);
      if (module) named.push(module);
    }
  }
  return named;
}

/**
 * What `root` imports statically, its imports through the kit's front door narrowed to the kit modules
 * whose values it names there: what the bundler keeps of the front door for it (tree-shaking).
 */
function usedClosure(graph: ModuleGraph, root: string, read: ReadSource): Set<string> {
  const exports = frontDoorExports(graph, read);
  return staticClosure(graph, [root], (id, imported) =>
    imported.includes(KIT_FRONT_DOOR) ? kitModulesNamedBy(id, exports, read) : [],
  );
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
  /** The list kit the tickets list renders with. */
  list: Set<string>;
  /** The rest of the list kit, which the resource lists use and the tickets list does not. */
  resourceList: Set<string>;
}

/**
 * The modules of the app's chunks, from the module graph:
 * - 'shell': what the session flows and the signed-in layout import, less what the entry and the
 *   sign-in page already paint with (those stay in their chunks: sign-in must not load the shell);
 * - the list kit's parts the lists render with and what they import, and what at least two list pages
 *   import (the formats), less what the shell and the first paint have; one resource's own modules stay
 *   in its page's chunk, and the drawers the lists open on demand stay out (lazy imports). Of these,
 *   'common' has the primitives and formats forms and views use too; 'list' the list kit the tickets
 *   list renders with; 'resource-list' the rest of the kit (row actions, selection, export, import),
 *   which the resource lists load beside it and the tickets list, the page signing in opens, never does;
 * Each set holds everything its members import but the sets before it, so no two chunks import each other.
 * `read` gives a module's source: the tickets list names its kit parts through the kit's front door.
 */
export function appChunkSets(graph: ModuleGraph, read: ReadSource = readSource): AppChunkSets {
  const firstPaint = staticClosure(graph, FIRST_PAINT_ROOTS);
  const shell = new Set(
    [...staticClosure(graph, SHELL_ROOTS)].filter((id) => APP_CODE.test(id) && !firstPaint.has(id)),
  );
  const shared = new Set(staticClosure(graph, LIST_KIT));
  const uses = new Map<string, number>();
  for (const page of [...everyModule(graph)].filter((id) => LIST_PAGE.test(id))) {
    for (const id of staticClosure(graph, [page])) uses.set(id, (uses.get(id) ?? 0) + 1);
  }
  for (const [id, count] of uses) if (count >= 2 && id.startsWith(SHARED_CODE)) shared.add(id);
  const rest = new Set(
    [...shared].filter((id) => APP_CODE.test(id) && !firstPaint.has(id) && !shell.has(id)),
  );
  const common = new Set([...rest].filter((id) => COMMON_CODE.test(id) && !LIST_ONLY_CODE.test(id)));
  // A common module that imports one of the list's stays with the list: the common chunk imports no other.
  for (let moved = true; moved;) {
    moved = false;
    for (const id of common) {
      if (
        (graph.getModuleInfo(id)?.importedIds ?? []).some(
          (imported) => rest.has(imported) && !common.has(imported),
        )
      ) {
        common.delete(id);
        moved = true;
      }
    }
  }
  const ticketList = usedClosure(graph, TICKET_LIST, read);
  // The list kit the tickets list renders with, and the rest of it (the resource lists' row actions,
  // selection, export and import): the tickets list loads only the first.
  const listKit = [...rest].filter((id) => !common.has(id));
  const list = new Set(listKit.filter((id) => ticketList.has(id)));
  const resourceList = new Set(listKit.filter((id) => !ticketList.has(id)));
  return { shell, common, list, resourceList };
}

/** Each set's chunk name. */
const CHUNK_NAMES: ReadonlyArray<[keyof AppChunkSets, string]> = [
  ['shell', 'shell'],
  ['common', 'common'],
  ['list', 'list'],
  ['resourceList', 'resource-list'],
];

/** The sets of each chunking pass (Rolldown reuses one entry ModuleInfo object within a pass). */
const computed = new WeakMap<object, AppChunkSets>();

/**
 * The code-splitting group of the app's own chunks (see appChunkSets), one file each instead of some
 * forty small ones a cold list fetched and compiled one by one.
 */
export const appChunkGroup = {
  name(id: string, graph: ModuleGraph): string | null {
    const key = graph.getModuleInfo(ENTRY);
    if (!key) return null;
    let sets = computed.get(key);
    if (!sets) computed.set(key, (sets = appChunkSets(graph)));
    const group = CHUNK_NAMES.find(([set]) => sets[set].has(id));
    return group ? group[1] : null;
  },
};
