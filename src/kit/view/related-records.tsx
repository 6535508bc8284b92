import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/ui/skeleton';
import { formatAtivo } from '@/lib/format/labels';
import { emptyMessages } from '@/lib/messages';
import { ListLoadError, loadErrorOf } from '../list/list-load-error';
import { listTexts } from '../list/list-texts';
import { useMayOpen } from './record-link';
import type { RelatedParams, RelatedSection } from './related-types';
import { viewTexts } from './view-texts';

/** How many rows a section shows (the call asks for the contract's smallest page, 10). */
export const RELATED_ROWS = 5;
const FIRST_PAGE = { limitePagina: 10, pagina: 1 } as const;

/** The list's address with the params as its filters, in the list controller's form (lists comma-separated). */
export function relatedListAddress(listPath: string, params: RelatedParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = search.toString();
  return query ? `${listPath}?${query}` : listPath;
}

/**
 * The records of other lists that lead from this one (a customer's branches, units, users and open
 * tickets), a compact section each, shown only to users who may open that list. Each section loads on
 * its own, after the record: the page never waits for them.
 */
export function RelatedRecords<T>({ record, lists }: { record: T; lists: readonly RelatedSection<T>[] }) {
  const mayOpen = useMayOpen();
  const shown = lists.filter((list) => mayOpen(list.listPath));
  if (shown.length === 0) return null;
  return (
    <div className="resource-view__related">
      {shown.map((list) => (
        <RelatedListSection key={list.title} list={list} record={record} />
      ))}
    </div>
  );
}

function RelatedListSection<T>({ list, record }: { list: RelatedSection<T>; record: T }) {
  const mayOpen = useMayOpen();
  const params = useMemo(() => list.params(record), [list, record]);
  const query = useQuery({ ...list.query({ ...params, ...FIRST_PAGE }), meta: { silent: true } });
  const total = query.data?.totalItens;
  const rows = query.data?.items.slice(0, RELATED_ROWS) ?? [];

  return (
    // The region reads its count with its title ('Filiais (4 no total)'), the badge beside the heading.
    <section
      className="related-records"
      aria-label={total === undefined ? list.title : viewTexts.related.named(list.title, total)}
    >
      <div className="related-records__header">
        <h2 className="related-records__title">
          {list.title}
          {total !== undefined && <span className="related-records__count">{total}</span>}
        </h2>
        {total !== undefined && total > 0 && (
          <Link className="related-records__all" to={relatedListAddress(list.listPath, params)}>
            {viewTexts.related.all}
          </Link>
        )}
      </div>
      {query.isPending ? (
        <div role="status" className="related-records__loading">
          <span className="app-visually-hidden">{listTexts.loadingRows}</span>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height="1.25rem" width={index === 1 ? '70%' : '85%'} />
          ))}
        </div>
      ) : query.isError ? (
        <ListLoadError
          layout="row"
          caption={list.title}
          error={loadErrorOf(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : rows.length === 0 ? (
        <p className="related-records__empty">{list.empty ?? emptyMessages.noRecords}</p>
      ) : (
        <ul className="related-records__list">
          {rows.map((row) => {
            const path = list.recordPath(row);
            const label = list.label(row);
            const detail = list.detail?.(row);
            const inactive = (row as { ativo?: unknown }).ativo === false;
            return (
              <li key={row.id} className="related-records__row">
                {mayOpen(path) ? (
                  <Link className="related-records__name" to={path}>
                    {label}
                  </Link>
                ) : (
                  <span className="related-records__name">{label}</span>
                )}
                {detail !== undefined && detail !== null && detail !== '' && (
                  <span className="related-records__detail">{detail}</span>
                )}
                {inactive && (
                  <span className="resource-status resource-status--off">{formatAtivo(false)}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
