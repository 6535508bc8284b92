import { lazy, Suspense } from 'react';
import '@/lib/navigation/recent-items';
import type { ShortcutPanel } from './use-global-shortcuts';

// Loaded when first opened: the signed-in area's first paint does not carry them.
const CommandPalette = lazy(() =>
  import('@/features/command-palette/command-palette').then((module) => ({ default: module.CommandPalette })),
);
const ShortcutsHelp = lazy(() =>
  import('@/features/command-palette/shortcuts-help').then((module) => ({ default: module.ShortcutsHelp })),
);

/** The quick search and the shortcuts' help, each mounted from its first opening on (so it can animate out). */
export function ShellShortcuts({
  panel,
  opened,
  onClose,
}: {
  panel: ShortcutPanel | null;
  opened: ReadonlySet<ShortcutPanel>;
  onClose: () => void;
}) {
  return (
    <Suspense fallback={null}>
      {opened.has('palette') && <CommandPalette visible={panel === 'palette'} onHide={onClose} />}
      {opened.has('help') && <ShortcutsHelp visible={panel === 'help'} onHide={onClose} />}
    </Suspense>
  );
}
