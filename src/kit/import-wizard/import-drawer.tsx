import { RightDrawer, type DrawerVisibility } from '@/ui/right-drawer';
import type { ImportKind } from './import-kinds';
import { ImportWizard } from './import-wizard';

export interface ImportDrawerProps extends DrawerVisibility {
  kind: ImportKind;
  title: string;
}

/** The 'Importar <entity>' drawer around the wizard (loaded by ImportLauncher when first opened). */
export function ImportDrawer({ kind, title, visible, onHide }: ImportDrawerProps) {
  return (
    <RightDrawer visible={visible} onHide={onHide} title={title} className="import-wizard-drawer">
      <ImportWizard kind={kind} onClose={onHide} />
    </RightDrawer>
  );
}
