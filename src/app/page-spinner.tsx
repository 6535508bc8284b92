import { uiText } from '@/lib/messages';

/** Light loading indicator for lazy routes (CSS only, no PrimeReact code). */
export function PageSpinner() {
  return (
    <div className="app-spinner" role="status" aria-live="polite">
      <span className="app-visually-hidden">{uiText.loading}</span>
    </div>
  );
}
