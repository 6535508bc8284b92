import { Button } from '@/ui/button';
import { useId, useState } from 'react';
import { formatCoordinates } from '@/lib/format/coordinates';
import { NestedLayer } from '@/ui/nested-layer';
import { LocalitySearchDialog, type LocalityChoice } from '@/kit';
import { tollRouteTexts as texts } from './toll-route-texts';

interface RouteLocalityFieldProps {
  /** 'Origem' / 'Destino'. */
  label: string;
  value: LocalityChoice | null;
  onChange: (choice: LocalityChoice) => void;
  disabled?: boolean;
}

/** Origin or destination: the chosen locality (name and coordinates) and a button opening the locality search. */
export function RouteLocalityField({ label, value, onChange, disabled }: RouteLocalityFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="toll-route__place" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="toll-route__place-label">
        {label}
      </span>
      <output className="toll-route__place-value" aria-labelledby={`${id}-label`}>
        {value ? (
          <>
            <span className="toll-route__place-name">{value.nome}</span>
            <span className="toll-route__place-coordinates">
              {formatCoordinates(value.latitude, value.longitude)}
            </span>
          </>
        ) : (
          <span className="toll-route__place-empty">{texts.nothingChosen}</span>
        )}
      </output>
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-search"
        label={value ? texts.change(label) : texts.choose(label)}
        disabled={disabled}
        onClick={() => setOpen(true)}
      />
      <NestedLayer>
        <LocalitySearchDialog visible={open} onHide={() => setOpen(false)} onSelect={onChange} />
      </NestedLayer>
    </div>
  );
}
