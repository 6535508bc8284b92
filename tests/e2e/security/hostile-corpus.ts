/**
 * A corpus of hostile rich-text and field payloads (issue 8: at least 300). Every executable one calls
 * PWN, which counts in window.__pwned: a page that ran any of them has __pwned > 0. Built as vectors ×
 * disguises, so each trick is also tried upper-cased, entity-encoded, nested, split by comments, etc.
 */
export const PWN = 'window.__pwned=(window.__pwned||0)+1';

/** The executable core of each vector; {JS} is replaced by PWN. */
const VECTORS: string[] = [
  '<script>{JS}</script>',
  '<script src="data:text/javascript,{JS}"></script>',
  '<img src=x onerror="{JS}">',
  '<img src="x" onerror={JS}//>',
  '<svg onload="{JS}"></svg>',
  '<svg><script>{JS}</script></svg>',
  '<svg><animate onbegin="{JS}" attributeName="x" dur="1s"></animate></svg>',
  '<svg><a xlink:href="javascript:{JS}"><text y="20">svg link</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="{JS}"></style></mglyph></table></mtext></math>',
  '<body onload="{JS}">',
  '<iframe src="javascript:{JS}"></iframe>',
  '<iframe srcdoc="<script>parent.{JS}</script>"></iframe>',
  '<object data="javascript:{JS}"></object>',
  '<embed src="javascript:{JS}">',
  '<a href="javascript:{JS}">link</a>',
  '<a href="JaVaScRiPt:{JS}">link</a>',
  '<a href=" &#106;avascript:{JS}">link</a>',
  '<a href="java&#x09;script:{JS}">link</a>',
  '<a href="data:text/html,<script>{JS}</script>">link</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<form action="javascript:{JS}"><button>enviar</button></form>',
  '<input autofocus onfocus="{JS}">',
  '<details open ontoggle="{JS}"><summary>x</summary></details>',
  '<video><source onerror="{JS}"></video>',
  '<audio src="x" onerror="{JS}"></audio>',
  '<marquee onstart="{JS}">x</marquee>',
  '<p style="background:url(javascript:{JS})">style url</p>',
  '<div style="position:fixed;inset:0;z-index:9999" onmouseover="{JS}">overlay</div>',
  '<style>@import "javascript:{JS}";</style>',
  '<link rel="stylesheet" href="javascript:{JS}">',
  '<meta http-equiv="refresh" content="0;url=javascript:{JS}">',
  '<base href="javascript:/">',
  '<noscript><p title="</noscript><img src=x onerror={JS}>"></p></noscript>',
  '<template><img src=x onerror="{JS}"></template>',
  '<table background="javascript:{JS}"><tr><td>x</td></tr></table>',
  '<isindex action="javascript:{JS}" type="image">',
  '"><img src=x onerror={JS}>',
  "'><svg/onload={JS}>",
  '</textarea><script>{JS}</script>',
  '<!--<img src="--><img src=x onerror={JS}//">',
];

/** Ways to disguise a vector. */
const DISGUISES: Array<(html: string) => string> = [
  (html) => html,
  (html) => html.toUpperCase(),
  (html) => `<p>texto antes</p>${html}<p>texto depois</p>`,
  (html) => `<div><span>${html}</span></div>`,
  (html) => html.replace(/</g, '<\u0000'),
  (html) => html.replace(/ /g, '\n'),
  (html) => html.replace(/ /g, '/'),
  (html) => `<![CDATA[${html}]]>`,
  (html) => html.replace(/<(\w)/, '<$1<!-- -->'),
];

function build(): string[] {
  const corpus = new Set<string>();
  for (const vector of VECTORS) {
    for (const disguise of DISGUISES) corpus.add(disguise(vector).replaceAll('{JS}', PWN));
  }
  return [...corpus];
}

export const HOSTILE_CORPUS: readonly string[] = build();
