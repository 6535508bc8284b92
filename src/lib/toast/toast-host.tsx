import { Toast, type ToastMessage } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { connectToastSink, releaseToast } from './toast';

/** The one PrimeReact Toast of the app (mounted once by the providers), top-right. */
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

  return <Toast ref={toastRef} position="top-right" onRemove={onRemove} />;
}
