import { Button } from '@/ui/button';
import { useId } from 'react';
import { getErrorMessage } from '@/lib/http/error-message';
import { uiText } from '@/lib/messages';
import { usePermissions } from '@/lib/permissions/use-permissions';
import { ListPagination } from '../list/list-pagination';
import { SearchBox } from '../list/search-box';
import { recordTexts } from '../resource-texts';
import { SubListRow } from './sub-list-row';
import type { SubListConfig, SubListParent } from './sub-list-types';
import { useRefreshSubList, useSubList } from './use-sub-list';

export interface SubListResultsProps<T extends { id: number }> {
  config: SubListConfig<T>;
  parent: SubListParent;
  /** Id of the search input (the drawer focuses it when it opens). */
  searchId: string;
  onOpen: (index: number, row: T) => void;
}

/** The parent's rows: search (300 ms debounce), one page of rows, the pager; loading, failure and empty states. */
export function SubListResults<T extends { id: number }>({
  config,
  parent,
  searchId,
  onOpen,
}: SubListResultsProps<T>) {
  const listId = useId();
  const flags = usePermissions();
  const refresh = useRefreshSubList(config, parent.id);
  const { query, search, setSearch, page, setPage, size, setSize } = useSubList(config, parent.id);
  const data = query.data;

  return (
    <>
      <SearchBox
        id={searchId}
        value={search}
        onCommit={setSearch}
        label={config.search.label}
        placeholder={config.search.placeholder}
        controls={listId}
        className="sub-list__search"
      />
      <div id={listId} className="sub-list__results" aria-busy={query.isFetching}>
        {query.isPending ? (
          <p className="sub-list__message">{uiText.loading}</p>
        ) : query.isError && !data ? (
          <div className="sub-list__message" role="alert">
            <p>{getErrorMessage(query.error)}</p>
            <Button
              type="button"
              size="small"
              outlined
              label={recordTexts.retry}
              onClick={() => void query.refetch()}
            />
          </div>
        ) : !data || data.items.length === 0 ? (
          <p className="sub-list__message">{config.empty}</p>
        ) : (
          <ul className="sub-list__list" aria-label={config.listLabel(parent.label)}>
            {data.items.map((row) => (
              <SubListRow
                key={row.id}
                row={row}
                item={config.item}
                actions={config.actions}
                flags={flags}
                refresh={refresh}
                onOpen={onOpen}
              />
            ))}
          </ul>
        )}
      </div>
      {data && data.totalItens > 0 && (
        <ListPagination
          page={page}
          size={size}
          total={data.totalItens}
          pages={data.totalPaginas}
          onPage={setPage}
          onSize={setSize}
          disabled={query.isFetching}
        />
      )}
    </>
  );
}
