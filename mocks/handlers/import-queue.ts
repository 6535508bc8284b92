import type { PendingImport } from '../db/database';
import type { SessionUser } from '../kit/auth';
import type { MockContext } from '../kit/context';
import { qaSettings } from '../kit/qa';
import { runImport } from './import-run';
import { IMPORT_SPECS } from './import-specs';
import type { SheetRows } from '../kit/xlsx';

/*
 * Imports accepted and not yet processed. They are kept with the data (db.pendingImports), not in a timer
 * only: in the demo the mock runs in the page, and a reload (or a closed tab) would otherwise lose an
 * import the API had accepted. Whoever holds the data next (the same page after a reload, another tab)
 * processes what is due, once: the processing is a write, and a write runs alone.
 */

const timers = new WeakMap<MockContext, ReturnType<typeof setTimeout>>();

/** Keeps an accepted import, to be processed after QA's import delay. */
export function queueImport(
  ctx: MockContext,
  path: string,
  sheet: SheetRows,
  user: SessionUser,
  idEvento: string,
): void {
  ctx.db.pendingImports[idEvento] = {
    idEvento,
    path,
    userId: user.id,
    sheet,
    dueAt: ctx.now().getTime() + qaSettings.importDelayMs,
  };
  scheduleImports(ctx);
}

/** Processes the imports that are due, now, and schedules the next one. */
async function runDueImports(ctx: MockContext): Promise<void> {
  await ctx.access.write(async () => {
    const now = ctx.now().getTime();
    for (const pending of Object.values(ctx.db.pendingImports)) {
      if (pending.dueAt > now) continue;
      delete ctx.db.pendingImports[pending.idEvento];
      process(ctx, pending);
    }
  });
  scheduleImports(ctx);
}

function process(ctx: MockContext, pending: PendingImport): void {
  const spec = IMPORT_SPECS.find((candidate) => candidate.path === pending.path);
  const user = ctx.db.resources.usuarios.get(pending.userId) as SessionUser | undefined;
  if (spec && user) runImport(ctx, spec, pending.sheet, user, pending.idEvento);
}

/** Sets the timer of the next due import (the earliest), if any is pending. */
export function scheduleImports(ctx: MockContext): void {
  clearTimeout(timers.get(ctx));
  const next = Math.min(...Object.values(ctx.db.pendingImports).map((pending) => pending.dueAt));
  if (!Number.isFinite(next)) return;
  timers.set(
    ctx,
    setTimeout(
      () =>
        void runDueImports(ctx).catch((error: unknown) =>
          console.error('API simulada: falha ao importar.', error),
        ),
      Math.max(0, next - ctx.now().getTime()),
    ),
  );
}
