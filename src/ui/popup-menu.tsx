import type { Menu as MenuInstance, MenuProps } from 'primereact/menu';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type Ref,
  type SyntheticEvent,
} from 'react';

// A popup menu is opened, never painted with its page: PrimeReact's Menu (and react-transition-group
// with it) loads on the first toggle.
const Menu = lazy(() => import('./primereact/menu').then((module) => ({ default: module.Menu })));

export interface PopupMenuHandle {
  /** Opens the menu at the event's element, or closes it. */
  toggle: (event: SyntheticEvent) => void;
}

export type PopupMenuProps = Omit<MenuProps, 'popup' | 'ref'> & { ref?: Ref<PopupMenuHandle> };

/** PrimeReact's popup Menu, loaded and mounted the first time it is toggled. */
export function PopupMenu({ ref, ...props }: PopupMenuProps) {
  const menu = useRef<MenuInstance | null>(null);
  /** The element of the toggle that loaded the Menu: it opens there once mounted. */
  const pendingTarget = useRef<EventTarget | null>(null);
  const [wanted, setWanted] = useState(false);

  useImperativeHandle(
    ref,
    () => ({
      toggle: (event) => {
        if (menu.current) {
          menu.current.toggle(event);
          return;
        }
        pendingTarget.current = event.currentTarget;
        setWanted(true);
      },
    }),
    [],
  );

  const onReady = useCallback((instance: MenuInstance) => {
    menu.current = instance;
    const target = pendingTarget.current;
    pendingTarget.current = null;
    // Menu.show reads the event's currentTarget only (the element it aligns to).
    if (target) instance.show({ currentTarget: target } as SyntheticEvent);
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedMenu {...props} onReady={onReady} />
    </Suspense>
  );
}

interface LoadedMenuProps extends Omit<MenuProps, 'popup' | 'ref'> {
  /** Called once the Menu can be opened. */
  onReady: (menu: MenuInstance) => void;
}

/**
 * The Menu, handed over once ready to open: its portal mounts in an effect of its own, and a menu
 * opened before that shows without its enter transition, which is what places it by its button. A
 * frame later (and one render after) the portal is there.
 */
function LoadedMenu({ onReady, ...props }: LoadedMenuProps) {
  const instance = useRef<MenuInstance>(null);
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setSettled(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (settled && instance.current) onReady(instance.current);
  }, [settled, onReady]);

  return <Menu {...props} ref={instance} popup />;
}
