import { Toast, type ToastMessage, type ToastPassThroughOptions } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { installPrimeReactLocale } from '@/lib/locale/primereact-pt-br';
import { connectToastSink, releaseToast } from './toast';
import { createToastPlacer } from './toast-placement';
import './toast.css';

/**
 * PrimeReact writes the toasts' place inline (20 px from the window's corner); clearing it through the
 * pass-through options leaves it to toast.css, which puts them under the top bar, and under the page's
 * heading row while it is on screen (toast-placement.ts), so they never cover the page's controls.
 */
// A toast can show before the signed-in area has set PrimeReact up (its close button's label is pt-BR).
installPrimeReactLocale();

const PLACED_BY_CSS: ToastPassThroughOptions = { root: { style: { top: undefined, right: undefined } } };

/** The one PrimeReact Toast of the app (mounted once by the providers), top-right below the page's heading row. */
export function ToastHost() {
  const toastRef = useRef<Toast>(null);
  const placerRef = useRef<ReturnType<typeof createToastPlacer> | null>(null);
  /** Toasts a previous placer kept placed: React's development double mount shows a queued one in between. */
  const carried = useRef(0);

  useEffect(() => {
    const placer = createToastPlacer(() => toastRef.current?.getElement());
    for (let index = 0; index < carried.current; index += 1) placer.start();
    const disconnect = connectToastSink((request) => {
      const host = toastRef.current;
      if (!host) {
        releaseToast(request.key);
        return;
      }
      placer.start();
      host.show({ id: request.key, severity: request.severity, detail: request.text, life: request.life });
    });
    placerRef.current = placer;
    return () => {
      disconnect();
      carried.current = placer.dispose();
      placerRef.current = null;
    };
  }, []);

  const onRemove = (message: ToastMessage) => {
    placerRef.current?.stop();
    if (message.id) releaseToast(message.id);
  };

  return (
    <Toast ref={toastRef} position="top-right" className="app-toast" pt={PLACED_BY_CSS} onRemove={onRemove} />
  );
}
