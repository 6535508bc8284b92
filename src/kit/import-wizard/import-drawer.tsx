import { RightDrawer, type DrawerVisibility } from '@/ui/right-drawer';
import type { ImportKindId } from '@/lib/imports/import-events';
import { IMPORT_KINDS } from './import-kinds';
import { ImportWizard } from './import-wizard';

export interface ImportDrawerProps extends DrawerVisibility {
  kindId: ImportKindId;
  title: string;
}

/** The 'Importar <entity>' drawer around the wizard (loaded by ImportLauncher when first opened). */
export function ImportDrawer({ kindId, title, visible, onHide }: ImportDrawerProps) {
  return (
    <RightDrawer visible={visible} onHide={onHide} title={title} className="import-wizard-drawer">
      <ImportWizard kind={IMPORT_KINDS[kindId]} onClose={onHide} />
    </RightDrawer>
  );
}
