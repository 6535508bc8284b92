import { getErrorMessage } from '@/lib/http/error-message';
import { preloadImportOutcomes } from '@/lib/imports/import-outcomes';
import { randomUuid } from '@/lib/random-uuid';
import { toast } from '@/lib/toast/toast';
import type { ImportKind } from './import-kinds';
import {
  currentImportRun,
  getImportRun,
  isRunning,
  isWatched,
  putImportRun,
} from '@/lib/imports/pending-imports';

// Starting an import: only the wizard needs this, so the list's import button (which reads
// src/lib/imports/pending-imports.ts) does not load it. Its outcome is settled by
// src/lib/imports/import-outcomes.ts, which the signed-in layout runs for every page (and which is asked
// here to load its handler before the outcome can come).

/** What starting an import needs of its kind: its key and wording, and the upload call. */
export type ImportJob = Pick<ImportKind, 'id' | 'entity' | 'upload'>;

/**
 * Sends `file` with a fresh idEvento and keeps the import pending until its live event. Returns false
 * (and sends nothing) while another import of the same key runs.
 */
export function startImport(job: ImportJob, file: File): boolean {
  if (isRunning(getImportRun(job.id))) return false;
  const id = randomUuid();
  preloadImportOutcomes();
  // Recorded before sending: the outcome may come before the answer to the POST.
  putImportRun({
    id,
    key: job.id,
    entity: job.entity,
    fileName: file.name,
    file,
    startedAt: Date.now(),
    phase: 'sending',
    message: null,
    errors: [],
  });
  job.upload({ file, idEvento: id }).then(
    () => {
      const run = currentImportRun(job.id, id);
      if (run?.phase === 'sending') putImportRun({ ...run, phase: 'processing' });
    },
    (error: unknown) => {
      const run = currentImportRun(job.id, id);
      if (run?.phase !== 'sending') return;
      const message = getErrorMessage(error);
      putImportRun({ ...run, phase: 'refused', message });
      if (!isWatched(job.id)) toast.error(message);
    },
  );
  return true;
}
