/** Prints a pdf through a hidden iframe of its object URL; opens it in a new window when that fails. */
export function printBlob(blob: Blob): void {
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = 'print';
  frame.src = url;
  const cleanup = () => {
    frame.remove();
    URL.revokeObjectURL(url);
  };
  frame.addEventListener(
    'load',
    () => {
      try {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
        // The print dialog blocks until it closes in most browsers; leave time for the others.
        setTimeout(cleanup, 60_000);
      } catch {
        frame.remove();
        window.open(url, '_blank', 'noopener');
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }
    },
    { once: true },
  );
  document.body.append(frame);
}
