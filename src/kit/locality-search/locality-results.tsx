import { useId } from 'react';
import { MapButton } from '@/ui/map/map-button';
import { formatCoordinates } from '@/lib/format/coordinates';
import type { Locality } from './locality-rules';
import { localityTexts as texts } from './locality-texts';

interface LocalityResultsProps {
  items: readonly Locality[];
  selected: string | null;
  onSelect: (id: string) => void;
  /** Double click or Enter on a result: choose it and confirm. */
  onConfirm: (id: string) => void;
  busy: boolean;
}

/** The results as a radio list: label and 'latitude, longitude', and a view-on-map button each. */
export function LocalityResults({ items, selected, onSelect, onConfirm, busy }: LocalityResultsProps) {
  const ids = useId();
  return (
    <fieldset className="locality-results" aria-busy={busy}>
      <legend className="app-visually-hidden">{texts.results}</legend>
      <ul className="locality-results__list">
        {items.map((item, index) => {
          const id = `${ids}-${index}`;
          return (
            <li
              key={item.id}
              className={`locality-results__item${item.id === selected ? ' locality-results__item--selected' : ''}`}
            >
              <input
                type="radio"
                id={id}
                name={`${ids}-locality`}
                value={item.id}
                checked={item.id === selected}
                onChange={() => onSelect(item.id)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    onConfirm(item.id);
                  }
                }}
                className="locality-results__radio"
              />
              <label
                htmlFor={id}
                className="locality-results__label"
                onDoubleClick={() => onConfirm(item.id)}
              >
                <span className="locality-results__name">{item.label}</span>{' '}
                <span className="locality-results__coordinates">
                  <span className="app-visually-hidden">{texts.coordinates}:</span>{' '}
                  {formatCoordinates(item.latitude, item.longitude)}
                </span>
              </label>
              <MapButton
                variant="icon"
                place={{
                  latitude: item.latitude,
                  longitude: item.longitude,
                  title: item.nome,
                  subtitle: item.label,
                }}
                name={item.label}
                className="locality-results__map"
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
