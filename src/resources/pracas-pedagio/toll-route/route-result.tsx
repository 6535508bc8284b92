import { useMemo } from 'react';
import type { MapPlace } from '@/ui/map/map-types';
import { MapView } from '@/ui/map/map-view';
import { formatBrl, formatKm } from '@/lib/format/currency';
import { formatDuration, totalOf } from './route-geometry';
import { tollRouteTexts as texts } from './toll-route-texts';
import type { RoutePreview } from './use-route-preview';

/** The route on the map (origin, destination and plazas marked) beside the plazas and their total. */
export function RouteResult({ preview }: { preview: RoutePreview }) {
  const { request, tolls } = preview;
  const places = useMemo<MapPlace[]>(
    () => [
      { ...request.origin, title: texts.originMarker(request.origin.nome) },
      { ...request.destination, title: texts.destinationMarker(request.destination.nome) },
      ...tolls.map(({ plaza, value }) => ({
        latitude: plaza.latitude,
        longitude: plaza.longitude,
        title: plaza.nome,
        subtitle: `${plaza.rodovia} · ${value === null ? texts.noTariff : formatBrl(value)}`,
        variant: 'toll' as const,
      })),
    ],
    [request, tolls],
  );
  const line = useMemo(() => preview.line.map(([lng, lat]) => [lat, lng] as const), [preview.line]);
  const missing = tolls.some((toll) => toll.value === null);

  return (
    <section className="toll-route__result" aria-label={texts.plazas}>
      <MapView places={places} line={line} label={texts.mapLabel} />
      <div className="toll-route__plazas">
        <h3 className="toll-route__heading">{texts.plazas}</h3>
        {tolls.length === 0 ? (
          <p className="toll-route__empty">{texts.noPlazas}</p>
        ) : (
          <table className="toll-route__table">
            <thead>
              <tr>
                <th scope="col">{texts.plaza}</th>
                <th scope="col">{texts.highway}</th>
                <th scope="col">{texts.city}</th>
                <th scope="col" className="toll-route__money">
                  {texts.value(request.axles)}
                </th>
              </tr>
            </thead>
            <tbody>
              {tolls.map(({ plaza, value }) => (
                <tr key={plaza.id}>
                  <th scope="row">{plaza.nome}</th>
                  <td>{plaza.rodovia}</td>
                  <td>{`${plaza.cidade.nome ?? ''} - ${plaza.uf}`}</td>
                  <td className="toll-route__money">{value === null ? texts.noTariff : formatBrl(value)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {texts.total}
                </th>
                <td className="toll-route__money toll-route__total">{formatBrl(totalOf(tolls))}</td>
              </tr>
            </tfoot>
          </table>
        )}
        {missing && <p className="toll-route__hint">{texts.noTariffHint(request.axles)}</p>}
      </div>
    </section>
  );
}

/** Distance, duration and the tolls' total: the drawer's footer, always in sight. */
export function RouteSummary({ preview }: { preview: RoutePreview }) {
  return (
    <dl className="toll-route__summary drawer-frame__note">
      <div>
        <dt>{texts.distance}</dt>
        <dd>{formatKm(preview.distance / 1000)}</dd>
      </div>
      <div>
        <dt>{texts.duration}</dt>
        <dd>{formatDuration(preview.duration)}</dd>
      </div>
      <div>
        <dt>{texts.tollsTotal}</dt>
        <dd className="toll-route__money">{formatBrl(totalOf(preview.tolls))}</dd>
      </div>
    </dl>
  );
}
