import { Button } from 'primereact/button';
import { useState } from 'react';
import { RightDrawer } from '@/components/right-drawer';
import type { ImportKind } from './import-kinds';
import { importTexts } from './import-texts';
import { ImportWizard } from './import-wizard';
import { isRunning } from './pending-imports';
import { useImportRun } from './use-import-run';

/**
 * A list's import button and its 'Importar <entity>' drawer. While the import runs the button shows a
 * spinner (reopening the drawer shows the progress).
 */
export function ImportLauncher({ kind, label }: { kind: ImportKind; label: string }) {
  const [open, setOpen] = useState(false);
  const running = isRunning(useImportRun(kind.id));
  const title = importTexts.title(kind.entity);
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
        onClick={() => setOpen(true)}
      />
      <RightDrawer visible={open} onHide={() => setOpen(false)} title={title} className="import-wizard-drawer">
        <ImportWizard kind={kind} onClose={() => setOpen(false)} />
      </RightDrawer>
    </>
  );
}
