import { useQuery } from '@tanstack/react-query';
import { resourceTitles } from '@/lib/resources/resource-info';
import { useDocumentTitle } from '@/lib/use-document-title';
import { placeOf } from '@/ui/map/map-types';
import { AuditBlock } from '../audit-block';
import type { ViewPageConfig } from '../kit-types';
import type { ResourceRecord } from '../query-types';
import { RecordLoading, RecordProblem, recordProblemOf } from '../record-state';
import { recordTexts } from '../resource-texts';
import { StatusHistory } from '../status-history';
import { useRecordId } from '../use-record-id';
import { RelatedRecords } from './related-records';
import { ViewHeader } from './view-header';
import { ViewSections } from './view-sections';
import '@/ui/page-layout.css';
import './view.css';

export interface ResourceViewPageProps<T extends ResourceRecord> {
  config: ViewPageConfig<T>;
}

/**
 * The consulta page of a resource (issue 4): every field formatted (references as links to their
 * records), the records of other lists that lead from it (manifest `related`, issue 34), the audit block,
 * the lock/unlock history, and the edit / lock / configuration actions the user's permissions allow.
 */
export function ResourceViewPage<T extends ResourceRecord>({ config }: ResourceViewPageProps<T>) {
  const id = useRecordId(config.resource.idParam);
  useDocumentTitle(resourceTitles(config.resource).view);
  if (id === null || id === undefined)
    return <RecordProblem message={recordTexts.notFound(config.resource.singular)} />;
  return <RecordView config={config} id={id} />;
}

function RecordView<T extends ResourceRecord>({ config, id }: { config: ViewPageConfig<T>; id: number }) {
  const query = useQuery({ ...config.recordQuery(id), meta: { silent: true } });
  if (query.isPending) return <RecordLoading />;
  if (query.isError)
    return (
      <RecordProblem
        {...recordProblemOf(query.error, config.resource.singular, () => void query.refetch())}
      />
    );
  const record = query.data;
  return (
    <article className="app-page resource-view">
      <ViewHeader
        resource={config.resource}
        record={record}
        label={config.recordLabel(record)}
        place={config.mapPlace ? placeOf(config.mapPlace(record)) : null}
        tools={config.recordTools?.map((Tool, index) => (
          <Tool key={index} record={record} label={config.recordLabel(record)} variant="view" />
        ))}
      />
      <ViewSections record={record} sections={config.sections} />
      {config.related && <RelatedRecords record={record} lists={config.related} />}
      <AuditBlock record={record} />
      <StatusHistory recurso={config.resource.recurso} id={record.id} />
    </article>
  );
}
