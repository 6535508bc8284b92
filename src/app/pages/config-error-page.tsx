import type { RuntimeConfigError } from '@/lib/config/runtime-config';
import { uiText } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { reloadPage } from '../reload-page';
import { configErrorTexts, describeConfigRefusal } from './config-error-texts';

/**
 * What a build without the mock API shows instead of the app when config.json is missing or invalid
 * (../config-refusal.tsx): what is wrong and how to fix it, no sign-in form, no API call. Rendered
 * without the app's providers and without PrimeReact's code (its classes only, from the entry's styles).
 */
export function ConfigErrorPage({ error }: { error: Pick<RuntimeConfigError, 'url' | 'refusal'> }) {
  const { reason, problem } = describeConfigRefusal(error);
  const title = configErrorTexts[reason];
  useDocumentTitle(title);

  return (
    <main className="app-status-page" role="alert">
      <i className="pi pi-exclamation-triangle" style={{ fontSize: '2.5rem' }} aria-hidden="true" />
      <h1 className="app-page-title">{title}</h1>
      <p>{configErrorTexts.lead}</p>
      <p>
        <strong>{configErrorTexts.operator}</strong> {problem} {configErrorTexts.fix}
      </p>
      <button type="button" className="p-button p-component" onClick={() => reloadPage()}>
        <span className="p-button-icon p-button-icon-left pi pi-refresh" aria-hidden="true" />
        <span className="p-button-label">{uiText.reload}</span>
      </button>
    </main>
  );
}
