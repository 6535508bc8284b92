import './configuration.css';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ConfiguracaoFiscal } from '@generated/api/model';
import { RecordLoading, RecordProblem, recordProblemOf, recordTexts } from '@/kit';
import { permissionFor } from '@/lib/permissions/permission-flags';
import { usePermissions } from '@/lib/permissions/use-permissions';
import { resourceTitles } from '@/lib/resources/resource-info';
import { findResourceRoute } from '@/lib/resources/resource-routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ConfigurationForm } from './configuration-form';
import type { ConfigurationBody } from './configuration-schema';
import { configurationTexts as texts } from './configuration-texts';

export type ConfigurationSegment = 'empresas' | 'filiais' | 'unidades';

/** What the screen needs of a query (the generated hooks' results). */
interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface ConfigurationScreenProps<C extends ConfiguracaoFiscal> {
  segment: ConfigurationSegment;
  /** The route's record id (null: not a valid id). */
  id: number | null | undefined;
  /** The record's name for the header, once loaded. */
  label: string | undefined;
  record: Loaded<unknown>;
  config: Loaded<C>;
  /** The configuration's query key (the saved configuration replaces it). */
  configKey: (id: number) => QueryKey;
  save: (id: number, body: ConfigurationBody) => Promise<C>;
  /** More sections below the form (the customer's certificate). */
  children?: (loaded: { id: number; config: C; canEdit: boolean }) => ReactNode;
}

/**
 * /dashboard/{empresas|filiais|unidades}/:id/configuracoes: the record's name (a link to its consulta page
 * when the user may view it), then the fiscal configuration. The route lets in the resource's view flag
 * or its config flag; only the config flag edits, the others see the page read-only and why.
 */
export function ConfigurationScreen<C extends ConfiguracaoFiscal>(props: ConfigurationScreenProps<C>) {
  const { segment, id, label, record, config, configKey, save, children } = props;
  const resource = findResourceRoute(segment);
  const title = resource ? resourceTitles(resource).config : '';
  useDocumentTitle(title);
  const flags = usePermissions();
  const queryClient = useQueryClient();
  const listPath = `/dashboard/${segment}`;
  const singular = resource?.singular ?? segment;
  const configFlag = permissionFor(segment, 'config');
  const viewFlag = permissionFor(segment, 'view');
  const canEdit = configFlag !== null && flags[configFlag];
  const canView = viewFlag !== null && flags[viewFlag];

  if (typeof id !== 'number') return <RecordProblem message={recordTexts.notFound(singular)} listPath={canView ? listPath : undefined} />;
  const failed = record.error ?? config.error;
  if (failed) {
    const retry = () => void Promise.all([record.refetch(), config.refetch()]);
    return <RecordProblem {...recordProblemOf(failed, singular, retry)} listPath={canView ? listPath : undefined} />;
  }
  if (!record.data || !config.data) return <RecordLoading />;

  const saveAndCache = async (body: ConfigurationBody) => {
    const saved = await save(id, body);
    queryClient.setQueryData(configKey(id), saved);
    return saved;
  };

  return (
    <div className="config-page">
      <header className="config-page__header">
        <h1 className="app-page-title">{title}</h1>
        <p className="config-page__subject">{canView ? <Link to={`${listPath}/${id}/consulta`}>{label}</Link> : label}</p>
      </header>
      {!canEdit && (
        <p className="config-page__readonly" role="note">
          <i className="pi pi-lock" aria-hidden="true" /> {texts.readOnly}
        </p>
      )}
      <ConfigurationForm key={id} config={config.data} canEdit={canEdit} save={saveAndCache} />
      {children?.({ id, config: config.data, canEdit })}
    </div>
  );
}
