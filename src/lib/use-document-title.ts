import { useEffect } from 'react';

/** Sets the browser tab title of a page: '<title> · Retaguarda' (empty titles leave it as it is). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    if (title) document.title = `${title} · Retaguarda`;
  }, [title]);
}
