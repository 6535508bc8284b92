import { describe, expect, it } from 'vitest';
import { fileUrlSource, isApiFilePath } from '@/lib/http/file-url';

describe('fileUrlSource: how a picture address of an API answer is loaded', () => {
  it('fetches a path under the API base through the HTTP client (with the bearer)', () => {
    for (const path of [
      '/v1/arquivos/file-12',
      '/v1/arquivos/7?v=2',
      '/v1/arquivos/foto%20nova.png',
      '/v1/arquivos/a.b..c',
    ]) {
      expect(fileUrlSource(path), path).toEqual({ kind: 'api', path });
    }
    expect(fileUrlSource('  /v1/arquivos/3 ')).toEqual({ kind: 'api', path: '/v1/arquivos/3' });
  });

  it('hands an absolute http(s) URL to the browser as it is, normalised, without a request of its own', () => {
    expect(fileUrlSource('https://cdn.example.com/a.png')).toEqual({
      kind: 'browser',
      url: 'https://cdn.example.com/a.png',
    });
    expect(fileUrlSource('HTTP://cdn.example.com/a b.png')).toEqual({
      kind: 'browser',
      url: 'http://cdn.example.com/a%20b.png',
    });
  });

  it("hands the app's own previews (data:image/, blob:) to the browser", () => {
    expect(fileUrlSource('data:image/png;base64,AAAA')).toEqual({
      kind: 'browser',
      url: 'data:image/png;base64,AAAA',
    });
    expect(fileUrlSource('blob:http://localhost/123')).toEqual({
      kind: 'browser',
      url: 'blob:http://localhost/123',
    });
  });

  it('refuses everything else: nothing is fetched and the placeholder shows', () => {
    for (const value of [
      null,
      undefined,
      '',
      '   ',
      // Relative text the API would be asked for (the validator's random strings).
      'foto.png',
      'v1/arquivos/1',
      'abcdefghij',
      '.',
      '?a=1',
      '#x',
      // Paths that leave the API's base once the browser resolves them, or name another host.
      '/',
      '/../x',
      '/v1/arquivos/../../x',
      '/v1/./arquivos/1',
      '/v1/%2e%2e/x',
      '/v1/.%2E/x',
      '//evil.example/roubar',
      '/\\evil.example/roubar',
      // Not characters of a URI reference, or a broken escape.
      '/v1/arquivos/foto nova.png',
      '/v1/arquivos/a\\b',
      '/v1/arquivos/fotó.png',
      '/v1/arquivos/%zz',
      '/v1/arquivos/\n1',
      // Other schemes, and URLs that carry credentials or no host.
      'javascript:alert(1)',
      'ftp://files.example/a.png',
      'data:text/html,<script>1</script>',
      'file:///etc/passwd',
      'https://user:senha@cdn.example.com/a.png',
      'https:///a.png',
      'https:a.png',
    ]) {
      expect(fileUrlSource(value), String(value)).toBeNull();
    }
  });

  it('isApiFilePath is the path half of the rule', () => {
    expect(isApiFilePath('/v1/arquivos/1')).toBe(true);
    expect(isApiFilePath('https://cdn.example.com/a.png')).toBe(false);
    expect(isApiFilePath('/v1/..')).toBe(false);
  });
});
