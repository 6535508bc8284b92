import { Button } from '@/ui/button';
import { lazy, Suspense, useState } from 'react';
import type { ImportEventKind } from '@/lib/imports/import-events';
import { importLaunchTexts } from './import-launch-texts';
import { isRunning } from '@/lib/imports/pending-imports';
import { useImportRun } from './use-import-run';

// The drawer, the wizard and the import's calls load when first opened: the list's first paint holds
// the button only.
const ImportDrawer = lazy(() =>
  import('./import-drawer').then((module) => ({ default: module.ImportDrawer })),
);

/**
 * A list's import button and its 'Importar <entity>' drawer. While the import runs the button shows a
 * spinner (reopening the drawer shows the progress).
 */
export function ImportLauncher({ kind, label }: { kind: ImportEventKind; label: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const running = isRunning(useImportRun(kind.id));
  const title = importLaunchTexts.title(kind.entity);
  return (
    <>
      <Button
        type="button"
        size="small"
        outlined
        icon={running ? 'pi pi-spin pi-spinner' : 'pi pi-upload'}
        label={label}
        title={title}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      />
      {loaded && (
        <Suspense fallback={null}>
          <ImportDrawer kindId={kind.id} title={title} visible={open} onHide={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
