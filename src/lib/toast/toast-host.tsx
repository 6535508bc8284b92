import { Toast, type ToastMessage, type ToastPassThroughOptions } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { installPrimeReactLocale } from '@/lib/locale/primereact-pt-br';
import { connectToastSink, releaseToast } from './toast';
import './toast.css';

/**
 * PrimeReact writes the toasts' place inline (20 px from the window's corner); clearing it through the
 * pass-through options leaves it to toast.css, which puts them under the top bar.
 */
// A toast can show before the signed-in area has set PrimeReact up (its close button's label is pt-BR).
installPrimeReactLocale();

const PLACED_BY_CSS: ToastPassThroughOptions = { root: { style: { top: undefined, right: undefined } } };

/** The one PrimeReact Toast of the app (mounted once by the providers), top-right below the top bar. */
export function ToastHost() {
  const toastRef = useRef<Toast>(null);

  useEffect(
    () =>
      connectToastSink((request) => {
        const host = toastRef.current;
        if (!host) {
          releaseToast(request.key);
          return;
        }
        host.show({ id: request.key, severity: request.severity, detail: request.text, life: request.life });
      }),
    [],
  );

  const onRemove = (message: ToastMessage) => {
    if (message.id) releaseToast(message.id);
  };

  return (
    <Toast ref={toastRef} position="top-right" className="app-toast" pt={PLACED_BY_CSS} onRemove={onRemove} />
  );
}
