import './toll-route.css';
import { Button } from '@/ui/button';
import { Dropdown } from '@/ui/primereact/dropdown';
import { useId, useRef, useState, type FormEvent } from 'react';
import { DrawerFrame } from '@/ui/drawer-frame';
import { RightDrawer, type DrawerVisibility } from '@/ui/right-drawer';
import { useSingleSubmit, type LocalityChoice } from '@/kit';
import { RouteLocalityField } from './route-locality-field';
import { RouteResult, RouteSummary } from './route-result';
import { tollRouteTexts as texts } from './toll-route-texts';
import { useRoutePreview, type RouteRequest } from './use-route-preview';

const AXLES = [2, 3, 4, 5, 6, 7, 8, 9].map((axles) => ({ value: axles, label: texts.axlesOption(axles) }));
const DEFAULT_AXLES = 2;

/**
 * The route preview (our own addition to the toll plazas list): origin and destination through the locality
 * search, the axle count (2 to 9), then the route on the map and the toll plazas on it with their
 * tariffs for that axle count (side by side on a wide screen), with the distance, duration and total
 * always in sight at the bottom. Changing a choice hides the result until it is calculated again.
 */
export function RoutePreviewDrawer({ visible, onHide }: DrawerVisibility) {
  return (
    <RightDrawer visible={visible} onHide={onHide} title={texts.title} size="wide" className="toll-route">
      <RoutePreviewForm onClose={onHide} />
    </RightDrawer>
  );
}

const sameRequest = (a: RouteRequest, b: Partial<RouteRequest>) =>
  a.origin === b.origin && a.destination === b.destination && a.axles === b.axles;

function RoutePreviewForm({ onClose }: { onClose: () => void }) {
  const ids = useId();
  const [origin, setOrigin] = useState<LocalityChoice | null>(null);
  const [destination, setDestination] = useState<LocalityChoice | null>(null);
  const [axles, setAxles] = useState(DEFAULT_AXLES);
  const preview = useRoutePreview();
  const pending = preview.isPending;
  const current = { origin: origin ?? undefined, destination: destination ?? undefined, axles };
  const result = preview.data && sameRequest(preview.data.request, current) ? preview.data : null;

  // One calculation at a time, also for a double click that lands before the button shows it is busy;
  // and none again for the choices whose route is on screen (a double click's second half that comes
  // after a quick answer).
  const calculated = useRef<RouteRequest | null>(null);
  const submit = useSingleSubmit(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!origin || !destination) return;
    const request = { origin, destination, axles };
    if (calculated.current && sameRequest(calculated.current, request)) return;
    // A refused route is shown by the mutation's own error handling.
    const answer = await preview.mutateAsync(request).catch(() => undefined);
    calculated.current = answer ? request : null;
  }, pending);

  const footer = (
    <>
      {result && <RouteSummary preview={result} />}
      <Button type="button" label={texts.close} outlined onClick={onClose} />
    </>
  );

  return (
    <DrawerFrame footer={footer} bodyClassName="toll-route__body">
      <form className="toll-route__form" noValidate onSubmit={submit} aria-busy={pending}>
        <p className="toll-route__intro">{texts.intro}</p>
        <RouteLocalityField label={texts.origin} value={origin} onChange={setOrigin} disabled={pending} />
        <RouteLocalityField
          label={texts.destination}
          value={destination}
          onChange={setDestination}
          disabled={pending}
        />
        <div className="toll-route__axles">
          <label htmlFor={`${ids}-axles`} className="toll-route__place-label">
            {texts.axles}
          </label>
          {/* The chevron is a role="button" PrimeReact names after the placeholder, which this one has none of:
              a mouse-only twin of the combobox (not focusable), hidden from assistive technology. */}
          <Dropdown
            inputId={`${ids}-axles`}
            pt={{ trigger: { 'aria-hidden': true } }}
            value={axles}
            options={AXLES}
            onChange={(event) => setAxles(Number(event.value))}
            disabled={pending}
          />
        </div>
        <div className="toll-route__actions">
          <Button
            type="submit"
            icon="pi pi-directions"
            label={pending ? texts.calculating : texts.calculate}
            loading={pending}
            disabled={pending || !origin || !destination}
          />
        </div>
      </form>
      {preview.isError && !pending && (
        <p className="toll-route__failed" role="alert">
          {texts.failed}
        </p>
      )}
      {result && <RouteResult preview={result} />}
    </DrawerFrame>
  );
}
