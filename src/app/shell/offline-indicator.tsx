import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { uiText } from '@/lib/messages';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();
const assumeOnline = () => true;

/**
 * 'Sem conexão' in the top bar while the browser is offline (React Query's online manager, which also
 * holds the queries and mutations until the network is back and then refreshes what is on screen).
 * The live region is always there, so a screen reader hears it come and go (a plain polite region, not
 * a status role: pages keep their own status messages as the one status of the page).
 */
export function OfflineIndicator() {
  const online = useSyncExternalStore(subscribe, isOnline, assumeOnline);
  return (
    <div className="app-offline" aria-live="polite">
      {!online && (
        <span className="app-offline__badge" title={uiText.offlineHint}>
          <i className="pi pi-wifi" aria-hidden="true" />
          <span className="app-offline__label">{uiText.offline}</span>
          <span className="app-visually-hidden">. {uiText.offlineHint}</span>
        </span>
      )}
    </div>
  );
}
