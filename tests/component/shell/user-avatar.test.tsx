import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserAvatar } from '@/ui/user-avatar';
import { OBJECT_URL_REVOKE_DELAY_MS, useFileObjectUrl } from '@/lib/http/use-file-url';
import { clearSessionTokens, saveSessionTokens } from '@/lib/session/token-store';
import { buildPng } from '@mocks/db/seed/ticket-files';
import { fileUrl, storeSeedFile } from '@mocks/kit/files';
import { setupMockApi } from '../../unit/mocks/support';

const api = setupMockApi();

let created: Blob[] = [];
const createObjectURL = vi.fn((blob: Blob) => {
  created.push(blob);
  return `blob:retaguarda/${created.length}`;
});
const revokeObjectURL = vi.fn();

beforeEach(() => {
  created = [];
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  // jsdom has no object URLs.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
});

afterEach(() => {
  cleanup();
  clearSessionTokens();
  vi.useRealTimers();
});

/** A stored picture (a PNG), served at /v1/arquivos/<id>. */
function storedFile(
  name = 'foto.png',
  type = 'image/png',
  content: string | Uint8Array = buildPng(3, 3, () => [0, 90, 200]),
) {
  const file = storeSeedFile(api.ctx.db, name, type, content);
  return { path: fileUrl(file.id), size: file.bytes.length };
}

/** A seeded customer logo: an SVG, served as image/svg+xml. */
function seededSvgLogo() {
  return api.ctx.db.resources.empresas.all().find((empresa) => empresa.logoUrl)!.logoUrl as string;
}

function countFileRequests() {
  const counter = { calls: 0, bearer: '' };
  api.server.use(
    http.get('*/dev/api/v1/arquivos/:id', ({ request }) => {
      counter.calls += 1;
      counter.bearer = request.headers.get('Authorization') ?? '';
      return undefined;
    }),
  );
  return counter;
}

function renderWithQueries(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('UserAvatar and useFileObjectUrl', () => {
  it('shows the initials on a colour when there is no picture, named after the user', () => {
    renderWithQueries(<UserAvatar name="ana carolina mendes" avatarUrl={null} />);
    const avatar = screen.getByRole('img', { name: 'ana carolina mendes' });
    expect(avatar).toHaveTextContent('AM');
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('loads a stored picture through the HTTP client with the bearer and shows it by object URL', async () => {
    const tokens = await api.login();
    saveSessionTokens(tokens);
    const requests = countFileRequests();
    const { path, size } = storedFile();
    renderWithQueries(<UserAvatar name="BRUNO SOUZA" avatarUrl={path} size={96} />);

    const avatar = screen.getByRole('img', { name: 'BRUNO SOUZA' });
    expect(avatar).toHaveTextContent('BS');
    await waitFor(() => expect(avatar.querySelector('img')).toHaveAttribute('src', 'blob:retaguarda/1'));
    expect(requests).toEqual({ calls: 1, bearer: `Bearer ${tokens.token}` });
    expect(created[0].size).toBe(size);
    expect(created[0].type).toBe('image/png');
    expect(avatar).toHaveStyle({ width: '96px', height: '96px' });
  });

  it('shares one download and one object URL between users of a path, and revokes it once none is left', async () => {
    saveSessionTokens(await api.login());
    const requests = countFileRequests();
    const { path } = storedFile();
    const urls: Array<string | null> = [];
    function Probe() {
      urls.push(useFileObjectUrl(path));
      return null;
    }
    const first = renderWithQueries(
      <>
        <Probe />
        <UserAvatar name="ANA" avatarUrl={path} />
      </>,
    );
    await waitFor(() => expect(urls.at(-1)).toBe('blob:retaguarda/1'));
    expect(requests.calls).toBe(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    first.unmount();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(OBJECT_URL_REVOKE_DELAY_MS);
    });
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:retaguarda/1');
  });

  it("re-types a picture's bytes to the raster format they are, whatever type the answer had", async () => {
    saveSessionTokens(await api.login());
    const bytes = buildPng(2, 2, () => [0, 0, 0]);
    api.server.use(
      http.get(
        '*/dev/api/v1/arquivos/:id',
        () => new HttpResponse(bytes.slice(), { headers: { 'Content-Type': 'image/svg+xml' } }),
      ),
    );
    renderWithQueries(<UserAvatar name="BRUNO SOUZA" avatarUrl="/v1/arquivos/file-1" />);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'BRUNO SOUZA' }).querySelector('img')).toHaveAttribute(
        'src',
        'blob:retaguarda/1',
      ),
    );
    expect(created.map((blob) => blob.type)).toEqual(['image/png']);
  });

  it('shows an SVG logo only as a data: URL in an <img>, never as a blob: address of the app', async () => {
    saveSessionTokens(await api.login());
    renderWithQueries(<UserAvatar name="TRANSPORTES ALFA" avatarUrl={seededSvgLogo()} />);
    const image = await waitFor(() => {
      const found = screen.getByRole('img', { name: 'TRANSPORTES ALFA' }).querySelector('img');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(image.getAttribute('src')!.split(',')[1])).toContain('<svg');
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('shows the initials for stored bytes that are no picture: an SVG saved as foto.png, an HTML page', async () => {
    saveSessionTokens(await api.login());
    const requests = countFileRequests();
    const svg = storedFile(
      'foto.png',
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>window.__pwned = 1</script></svg>',
    );
    const html = storedFile('pagina.png', 'text/html', '<!DOCTYPE html><script>window.__pwned = 1</script>');
    renderWithQueries(
      <>
        <UserAvatar name="EVA ALVES" avatarUrl={svg.path} />
        <UserAvatar name="IVO ALVES" avatarUrl={html.path} />
      </>,
    );
    await waitFor(() => expect(requests.calls).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('img', { name: 'EVA ALVES' })).toHaveTextContent('EA');
    expect(screen.getByRole('img', { name: 'IVO ALVES' })).toHaveTextContent('IA');
    expect(document.querySelector('img')).toBeNull();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('answers absolute, data and blob URLs as they are, without a request', () => {
    const requests = countFileRequests();
    const urls: Array<string | null> = [];
    function Probe({ url }: { url: string }) {
      urls.push(useFileObjectUrl(url));
      return null;
    }
    renderWithQueries(
      <>
        <Probe url="https://cdn.example.com/a.png" />
        <Probe url="data:image/png;base64,AAAA" />
        <Probe url="blob:http://localhost/123" />
      </>,
    );
    expect(urls).toEqual([
      'https://cdn.example.com/a.png',
      'data:image/png;base64,AAAA',
      'blob:http://localhost/123',
    ]);
    expect(requests.calls).toBe(0);
  });

  it('a hostile picture address from an API answer (protocol-relative, another scheme) shows the initials and sends nothing, the bearer least of all', async () => {
    saveSessionTokens(await api.login());
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    const fetched = vi.spyOn(globalThis, 'fetch');
    renderWithQueries(
      <>
        <UserAvatar name="EVA ALVES" avatarUrl="//evil.example/roubar" />
        <UserAvatar name="IVO ALVES" avatarUrl="/\\evil.example/roubar" />
        <UserAvatar name="UGO ALVES" avatarUrl="javascript:alert(1)" />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const [name, initials] of [
      ['EVA ALVES', 'EA'],
      ['IVO ALVES', 'IA'],
      ['UGO ALVES', 'UA'],
    ]) {
      const avatar = screen.getByRole('img', { name });
      expect(avatar).toHaveTextContent(initials);
      expect(avatar.querySelector('img')).toBeNull();
    }
    expect(send).not.toHaveBeenCalled();
    expect(fetched).not.toHaveBeenCalled();
    send.mockRestore();
    fetched.mockRestore();
    clearSessionTokens();
  });

  it('keeps the initials when the file cannot be loaded or the image fails', async () => {
    saveSessionTokens(await api.login());
    const requests = countFileRequests();
    renderWithQueries(<UserAvatar name="CARLOS LIMA" avatarUrl="/v1/arquivos/file-999999" />);
    await waitFor(() => expect(requests.calls).toBe(1));
    expect(screen.getByRole('img', { name: 'CARLOS LIMA' })).toHaveTextContent('CL');

    cleanup();
    renderWithQueries(<UserAvatar name="DORA MAIA" avatarUrl="https://cdn.example.com/quebrada.png" />);
    const image = screen.getByRole('img', { name: 'DORA MAIA' }).querySelector('img')!;
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'DORA MAIA' })).toHaveTextContent('DM');
  });
});
