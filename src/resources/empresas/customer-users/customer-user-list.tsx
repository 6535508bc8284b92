import { Button } from 'primereact/button';
import { useId } from 'react';
import type { UsuarioEmpresa } from '@generated/api/model';
import { ListPagination, SearchBox } from '@/kit';
import { getErrorMessage } from '@/lib/http/error-message';
import { emptyMessages, uiText } from '@/lib/messages';
import type { CustomerUserPermissions } from './customer-user-permissions';
import { CustomerUserItem } from './customer-user-item';
import { customerUsersTexts as texts } from './customer-users-texts';
import { useCustomerUsers } from './use-customer-users';

export interface CustomerUserListProps {
  empresa: { id: number; nome: string };
  /** Id of the search input (the drawer focuses it when it opens). */
  searchId: string;
  can: CustomerUserPermissions;
  onChangeServer: (link: UsuarioEmpresa) => void;
  onLock: (link: UsuarioEmpresa) => void;
}

/** The customer's users: search (300 ms debounce), one page of users, the pager; loading, failure and empty states. */
export function CustomerUserList({ empresa, searchId, can, onChangeServer, onLock }: CustomerUserListProps) {
  const listId = useId();
  const { query, search, setSearch, page, setPage, size, setSize } = useCustomerUsers(empresa.id);
  const data = query.data;

  return (
    <>
      <SearchBox
        id={searchId}
        value={search}
        onCommit={setSearch}
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        controls={listId}
        className="customer-users__search"
      />
      <div id={listId} className="customer-users__results" aria-busy={query.isFetching}>
        {query.isPending ? (
          <p className="customer-users__message">{uiText.loading}</p>
        ) : query.isError && !data ? (
          <div className="customer-users__message" role="alert">
            <p>{getErrorMessage(query.error)}</p>
            <Button type="button" size="small" outlined label={texts.retry} onClick={() => void query.refetch()} />
          </div>
        ) : !data || data.items.length === 0 ? (
          <p className="customer-users__message">{emptyMessages.noCustomerUsers}</p>
        ) : (
          <ul className="customer-users__list" aria-label={texts.listLabel(empresa.nome)}>
            {data.items.map((link) => (
              <CustomerUserItem key={link.id} link={link} empresaId={empresa.id} can={can} onChangeServer={onChangeServer} onLock={onLock} />
            ))}
          </ul>
        )}
      </div>
      {data && data.totalItens > 0 && (
        <ListPagination page={page} size={size} total={data.totalItens} pages={data.totalPaginas} onPage={setPage} onSize={setSize} disabled={query.isFetching} />
      )}
    </>
  );
}
