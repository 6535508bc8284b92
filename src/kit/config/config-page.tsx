import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { FormValues } from '@/kit/form/form-schema';
import { RecordLoading, RecordProblem, recordProblemOf } from '@/kit/record-state';
import { recordTexts } from '@/kit/resource-texts';
import { useRecordId } from '@/kit/use-record-id';
import { permissionFor } from '@/lib/permissions/permission-flags';
import { usePermissions } from '@/lib/permissions/use-permissions';
import { resourceTitles } from '@/lib/resources/resource-info';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ConfigForm } from './config-form';
import { configTexts } from './config-texts';
import type { ConfigPageConfig } from './config-types';
import '@/kit/form/resource-form.css';
import './config.css';

interface PageProps<T, C, B> {
  config: ConfigPageConfig<T, C, B>;
}

/**
 * /dashboard/<segment>/:id/configuracoes: the record's name (a link to its consulta page when the user may
 * view it), then its configuration and the hand-written sections below it. The route lets in the view flag
 * or the config flag; only the config flag edits, the others see the page read-only and why.
 */
export function ResourceConfigPage<T, C, B>({ config }: PageProps<T, C, B>) {
  const { resource } = config;
  useDocumentTitle(resourceTitles(resource).config);
  const flags = usePermissions();
  const id = useRecordId(resource.idParam);
  // The route lets in the resource's view flag or its config flag (the access table); only the config flag edits.
  const viewFlag = permissionFor(resource.segment, 'view');
  const editFlag = permissionFor(resource.segment, 'config');
  const listPath = viewFlag && flags[viewFlag] ? `/dashboard/${resource.segment}` : undefined;
  if (typeof id !== 'number')
    return <RecordProblem message={recordTexts.notFound(resource.singular)} listPath={listPath} />;
  return (
    <LoadedConfig
      config={config}
      id={id}
      listPath={listPath}
      canEdit={editFlag !== null && flags[editFlag]}
    />
  );
}

function LoadedConfig<T, C, B>({
  config,
  id,
  listPath,
  canEdit,
}: PageProps<T, C, B> & { id: number; listPath?: string; canEdit: boolean }) {
  const { resource } = config;
  const queryClient = useQueryClient();
  const record = useQuery({ ...config.recordQuery(id), meta: { silent: true } });
  const loaded = useQuery({ ...config.configQuery(id), meta: { silent: true } });
  const save = useMutation({
    // The form's output: the values the update's body schema (orval's zod of B) and the kind rules passed.
    mutationFn: (body: FormValues) => config.save(id, body as B),
    meta: { silent: true },
  });

  const failed = record.error ?? loaded.error;
  if (failed) {
    const retry = () => void Promise.all([record.refetch(), loaded.refetch()]);
    return <RecordProblem {...recordProblemOf(failed, resource.singular, retry)} listPath={listPath} />;
  }
  if (!record.data || !loaded.data) return <RecordLoading />;

  const saveAndCache = async (body: FormValues) => {
    const saved = await save.mutateAsync(body);
    queryClient.setQueryData(config.configQuery(id).queryKey, saved);
    return saved;
  };
  const label = config.recordLabel(record.data);
  const data = loaded.data;

  return (
    <div className="resource-config-page">
      <header className="resource-config-page__header">
        <h1 className="app-page-title">{resourceTitles(resource).config}</h1>
        <p className="resource-config-page__subject">
          {listPath ? (
            <Link className="resource-config-page__subject-link" to={`${listPath}/${id}/consulta`}>
              {label}
            </Link>
          ) : (
            label
          )}
        </p>
      </header>
      {!canEdit && (
        <p className="resource-config-page__readonly" role="note">
          <i className="pi pi-lock" aria-hidden="true" /> {configTexts.readOnly}
        </p>
      )}
      <ConfigForm key={id} config={config} data={data} canEdit={canEdit} save={saveAndCache} />
      {config.extraSections?.map((Section, index) => (
        <Section key={index} id={id} config={data} canEdit={canEdit} />
      ))}
    </div>
  );
}
