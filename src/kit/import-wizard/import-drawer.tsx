import { RightDrawer } from '@/ui/right-drawer';
import type { ImportKind } from './import-kinds';
import { ImportWizard } from './import-wizard';

export interface ImportDrawerProps {
  kind: ImportKind;
  title: string;
  visible: boolean;
  onHide: () => void;
}

/** The 'Importar <entity>' drawer around the wizard (loaded by ImportLauncher when first opened). */
export function ImportDrawer({ kind, title, visible, onHide }: ImportDrawerProps) {
  return (
    <RightDrawer visible={visible} onHide={onHide} title={title} className="import-wizard-drawer">
      <ImportWizard kind={kind} onClose={onHide} />
    </RightDrawer>
  );
}
