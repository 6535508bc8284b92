import type { MenuPassThroughMethodOptions } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { memo, useId, useRef, useState } from 'react';
import { Button } from '@/ui/button';
import { PopupMenu, type PopupMenuHandle } from '@/ui/popup-menu';
import { LIST_DENSITIES, setListDensity, useListDensity, type ListDensity } from './list-density';
import { listTexts } from './list-texts';

/** The data of an item of the menu (its density), read by the pass-through. */
interface DensityItemData {
  density: ListDensity;
}

/**
 * 'Densidade' of the list toolbar: a button named with the choice in force ('Densidade: Confortável')
 * opening a menu of the two, radio items with the current one checked. The choice applies to every list
 * and is remembered (list-density.ts). The menu's code loads on the first click (PopupMenu).
 */
export const DensityMenu = memo(function DensityMenu() {
  const density = useListDensity();
  const menuRef = useRef<PopupMenuHandle>(null);
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const name = listTexts.densityOf(listTexts.densities[density]);

  const items: MenuItem[] = LIST_DENSITIES.map((option) => ({
    label: listTexts.densities[option],
    // The chosen one carries the check; the other keeps its room, so the labels line up.
    icon: option === density ? 'pi pi-check' : 'resource-list__no-check',
    data: { density: option } satisfies DensityItemData,
    command: () => setListDensity(option),
  }));

  return (
    <>
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-bars"
        aria-label={name}
        tooltip={name}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => menuRef.current?.toggle(event)}
      />
      <PopupMenu
        ref={menuRef}
        id={menuId}
        model={items}
        popupAlignment="right"
        onShow={() => setOpen(true)}
        onHide={() => setOpen(false)}
        pt={{
          menu: { 'aria-label': listTexts.density },
          menuitem: (options?: MenuPassThroughMethodOptions) => {
            const choice = (options?.context.item?.data as DensityItemData | undefined)?.density;
            return choice ? { role: 'menuitemradio', 'aria-checked': choice === density } : {};
          },
        }}
      />
    </>
  );
});
