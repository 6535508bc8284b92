import { act, cleanup, render } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineIndicator } from '@/app/shell/offline-indicator';

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

describe('offline indicator', () => {
  it("says 'Sem conexão' in a polite live region while the browser is offline, and nothing once it is back", () => {
    const { container } = render(<OfflineIndicator />);
    const region = container.querySelector('[aria-live="polite"]')!;
    expect(region).toHaveTextContent('');

    act(() => onlineManager.setOnline(false));
    expect(region).toHaveTextContent(/^Sem conexão\. Ao reconectar, a tela é atualizada/);

    act(() => onlineManager.setOnline(true));
    expect(region).toHaveTextContent('');
  });
});
