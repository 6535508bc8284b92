import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RecordLoading, RecordProblem, recordProblemOf } from '@/kit/record-state';
import { recordTexts } from '@/kit/resource-texts';
import { useRecordId } from '@/kit/use-record-id';
import type { FormPageConfig } from '@/kit/kit-types';
import type { ResourceRecord } from '@/kit/query-types';
import { resourceTitles } from '@/lib/resources/resource-info';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ResourceForm } from './resource-form';
import './resource-form.css';

export interface ResourceFormPageProps<T extends ResourceRecord, V extends Record<string, unknown>, B> {
  config: FormPageConfig<T, V, B>;
}

/**
 * The novo and :id/edita page of a resource (issue 4). Create when the route has no id parameter
 * (resource.idParam); edit otherwise: the record is loaded with config.recordQuery(id) and the form
 * starts from config.toValues(record). Title 'Nova cidade' / 'Editar cidade' (+ the record's label).
 */
export function ResourceFormPage<T extends ResourceRecord, V extends Record<string, unknown>, B>({
  config,
}: ResourceFormPageProps<T, V, B>) {
  const { resource } = config;
  const titles = resourceTitles(resource);
  const id = useRecordId(resource.idParam);
  useDocumentTitle(id === undefined ? titles.create : titles.edit);
  if (id === undefined) {
    return (
      <FormFrame title={titles.create}>
        <ResourceForm config={config} record={null} />
      </FormFrame>
    );
  }
  if (id === null)
    return (
      <FormProblem
        title={titles.edit}
        message={recordTexts.notFound(resource.singular)}
        listPath={listPathOf(config)}
      />
    );
  return <EditForm config={config} id={id} />;
}

function listPathOf(config: { resource: { segment: string } }): string {
  return `/dashboard/${config.resource.segment}`;
}

function EditForm<T extends ResourceRecord, V extends Record<string, unknown>, B>({
  config,
  id,
}: {
  config: FormPageConfig<T, V, B>;
  id: number;
}) {
  const title = resourceTitles(config.resource).edit;
  const query = useQuery({ ...config.recordQuery(id), meta: { silent: true } });
  if (query.isPending) {
    return (
      <FormFrame title={title}>
        <RecordLoading />
      </FormFrame>
    );
  }
  if (query.isError) {
    const problem = recordProblemOf(query.error, config.resource.singular, () => void query.refetch());
    return <FormProblem title={title} listPath={listPathOf(config)} {...problem} />;
  }
  return (
    <FormFrame title={title} subtitle={config.recordLabel(query.data)}>
      {/* keyed by id: another record gets a fresh form */}
      <ResourceForm key={id} config={config} record={query.data} />
    </FormFrame>
  );
}

function FormFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <article className="resource-form-page">
      <header className="resource-form-page__header">
        <h1 className="app-page-title">{title}</h1>
        {subtitle && <p className="resource-form-page__label">{subtitle}</p>}
      </header>
      {children}
    </article>
  );
}

function FormProblem({
  title,
  ...problem
}: {
  title: string;
  message: string;
  listPath: string;
  onRetry?: () => void;
}) {
  return (
    <FormFrame title={title}>
      <RecordProblem {...problem} />
    </FormFrame>
  );
}
