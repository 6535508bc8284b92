import { describe, expect, it } from 'vitest';
import { multipartBody } from '@/lib/http/multipart-body';

interface Part {
  headers: Record<string, string>;
  body: string;
}

/** The parts of a multipart body as a server reads them off the wire: each one's headers and content. */
async function partsOnTheWire(form: FormData): Promise<Part[]> {
  const response = new Response(form);
  const boundary = /boundary=(.+)$/.exec(response.headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error('no multipart boundary');
  const text = await response.text();
  return text
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((raw) => {
      const [head, ...rest] = raw.replace(/^\r\n/, '').split('\r\n\r\n');
      const headers = Object.fromEntries(
        head.split('\r\n').map((line) => {
          const [name, ...value] = line.split(':');
          return [name.trim().toLowerCase(), value.join(':').trim()];
        }),
      );
      return { headers, body: rest.join('\r\n\r\n').replace(/\r\n$/, '') };
    });
}

const named = (parts: Part[], name: string) =>
  parts.filter((part) => part.headers['content-disposition']?.includes(`name="${name}"`));

describe('multipartBody: the body of a multipart call', () => {
  it('sends a part that holds an object as application/json, as the contract’s encoding declares', async () => {
    const parts = await partsOnTheWire(
      multipartBody({ dados: { nome: 'TRANSPORTES SOL', cpfcnpj: '11222333000181' }, removeLogo: true }),
    );
    const [dados] = named(parts, 'dados');
    expect(dados.headers['content-type']).toBe('application/json');
    expect(JSON.parse(dados.body)).toEqual({ nome: 'TRANSPORTES SOL', cpfcnpj: '11222333000181' });
    const [removeLogo] = named(parts, 'removeLogo');
    expect(removeLogo.headers['content-type']).toBeUndefined();
    expect(removeLogo.body).toBe('true');
  });

  it('sends files with their own type, a list once per item, and leaves absent values out', async () => {
    const logo = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    const anexos = [
      new File(['a'], 'nota.pdf', { type: 'application/pdf' }),
      new File(['b'], 'foto.png', { type: 'image/png' }),
    ];
    const parts = await partsOnTheWire(
      multipartBody({ logo, anexos, titulo: 'Erro na emissão', empresaId: 7, setor: undefined, x: null }),
    );
    expect(named(parts, 'logo')[0].headers['content-type']).toBe('image/svg+xml');
    expect(named(parts, 'anexos').map((part) => part.headers['content-disposition'])).toEqual([
      'form-data; name="anexos"; filename="nota.pdf"',
      'form-data; name="anexos"; filename="foto.png"',
    ]);
    expect(named(parts, 'empresaId')[0].body).toBe('7');
    expect(named(parts, 'titulo')[0].body).toBe('Erro na emissão');
    expect(named(parts, 'setor')).toEqual([]);
    expect(named(parts, 'x')).toEqual([]);
  });
});
