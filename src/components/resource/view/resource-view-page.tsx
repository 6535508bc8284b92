import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { getErrorStatus } from '@/lib/http/error-message';
import { uiText } from '@/lib/messages';
import { resourceTitles } from '@/lib/resources/resource-routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuditBlock } from '../audit-block';
import type { ResourceRecord, ViewPageConfig } from '../kit-types';
import { StatusHistory } from '../status-history';
import { useRecordId } from './use-record-id';
import { ViewHeader } from './view-header';
import { ViewSections } from './view-sections';
import { viewTexts } from './view-texts';
import './view.css';

export interface ResourceViewPageProps<T extends ResourceRecord> {
  config: ViewPageConfig<T>;
}

/**
 * The consulta page of a resource (issue 4): every field formatted, the audit block, the lock/unlock
 * history, and the edit / lock actions the user's permissions allow.
 */
export function ResourceViewPage<T extends ResourceRecord>({ config }: ResourceViewPageProps<T>) {
  const id = useRecordId(config.resource.idParam);
  useDocumentTitle(resourceTitles(config.resource).view);
  if (id === null) return <ViewProblem message={viewTexts.notFound(config.resource.singular)} />;
  return <RecordView config={config} id={id} />;
}

function RecordView<T extends ResourceRecord>({ config, id }: { config: ViewPageConfig<T>; id: number }) {
  const query = useQuery({ ...config.recordQuery(id), meta: { silent: true } });
  if (query.isPending) {
    return (
      <div role="status" className="app-spinner">
        <span className="app-visually-hidden">{uiText.loading}</span>
      </div>
    );
  }
  if (query.isError) {
    const notFound = getErrorStatus(query.error) === 404;
    return (
      <ViewProblem
        message={notFound ? viewTexts.notFound(config.resource.singular) : viewTexts.loadFailed}
        onRetry={notFound ? undefined : () => void query.refetch()}
      />
    );
  }
  const record = query.data;
  return (
    <article className="resource-view">
      <ViewHeader resource={config.resource} record={record} label={config.recordLabel(record)} />
      <ViewSections record={record} sections={config.sections} />
      <AuditBlock record={record} />
      <StatusHistory recurso={config.resource.recurso} id={record.id} />
    </article>
  );
}

function ViewProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="app-status-page" role="alert">
      <p>{message}</p>
      {onRetry && <Button type="button" label={viewTexts.retry} onClick={onRetry} />}
    </div>
  );
}
