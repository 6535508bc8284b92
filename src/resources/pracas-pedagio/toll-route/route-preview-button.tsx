import { Button } from '@/ui/button';
import { lazy, Suspense, useState } from 'react';
import { tollRouteTexts as texts } from './toll-route-texts';

// The drawer (its map, and Leaflet once the map shows) loads on first use only.
const RoutePreviewDrawer = lazy(() =>
  import('./route-preview-drawer').then((module) => ({ default: module.RoutePreviewDrawer })),
);

/** 'Prévia de rota' on the toll plazas list (manifest list.tools): opens the route preview drawer. */
export function RoutePreviewButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-directions"
        label={texts.open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened && (
        <Suspense fallback={null}>
          <RoutePreviewDrawer visible={open} onHide={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
