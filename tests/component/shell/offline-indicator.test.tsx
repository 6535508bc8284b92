import { act, cleanup, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineIndicator } from '@/app/shell/offline-indicator';

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

describe('offline indicator', () => {
  it("says 'Sem conexão' in a status region while the browser is offline, and nothing once it is back", () => {
    render(<OfflineIndicator />);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('');

    act(() => onlineManager.setOnline(false));
    expect(region).toHaveTextContent(/^Sem conexão\. Ao reconectar, a tela é atualizada/);

    act(() => onlineManager.setOnline(true));
    expect(region).toHaveTextContent('');
  });
});
