import { expect, test } from './test';
import { findLayoutProblems } from './visual/layout-checks';
import { findListWidthProblems } from './visual/list-width-checks';

/**
 * The visual pass's checks on pages made for them: each kind of defect is named, and what is shortened
 * or scrolled on purpose is not.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('a page wider than the screen, a date, a CNPJ and an age broken across lines and a cut button are each named', async ({
  page,
}) => {
  await page.setContent(`
    <main>
      <div style="width: 600px">Tabela larga</div>
      <p style="width: 70px">Aberto em 25/10/2026 - 16:46</p>
      <p style="width: 60px">CNPJ 22.600.942/0001-43</p>
      <p style="width: 40px">Aberto há 12 minutos</p>
      <div style="width: 100px; overflow: hidden"><button style="width: 160px">Salvar alterações</button></div>
    </main>`);
  const problems = await page.evaluate(findLayoutProblems);
  expect(problems).toEqual([
    expect.stringMatching(/^document is \d+px wide in a 390px viewport; sticking out: <div> "Tabela larga"/),
    expect.stringMatching(/^date "25\/10\/2026 - 16:46" broken across [23] lines/),
    expect.stringMatching(/^CNPJ "22.600.942\/0001-43" broken across [23] lines/),
    expect.stringMatching(/^age "há 12 minutos" broken across [23] lines/),
    'control <button> "Salvar alterações" is cut by <div> "Salvar alterações"',
  ]);
});

test('a table scrolling in its own box, an ellipsis and screen-reader-only text pass', async ({ page }) => {
  await page.setContent(`
    <style>.app-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }</style>
    <main>
      <div style="overflow-x: auto; position: relative">
        <table style="width: 900px"><tr><td>22.600.942/0001-43</td><td><button>Editar</button></td>
          <td><span class="app-visually-hidden">Ações</span></td></tr></table>
      </div>
      <span style="display: block; width: 80px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">
        <a href="#x">ALMEIDA TRANSPORTES RODOVIÁRIOS S.A.</a>
      </span>
    </main>`);
  expect(await page.evaluate(findLayoutProblems)).toEqual([]);
});

/** A list's naming cells and tags as the kit draws them (list.css's clamp, tickets.css's tag), in a table. */
const listPage = (name: string, width: number, tagWidth = 120) => `
  <style>
    main { font: 14px sans-serif; }
    .clamp { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }
    .resource-list__status { display: inline-block; padding: 0 8px; font-size: 12px; }
  </style>
  <main>
    <table style="table-layout: fixed; width: ${width + tagWidth}px"><caption>Praças de pedágio</caption>
      <colgroup><col style="width: ${width}px"><col style="width: ${tagWidth}px"></colgroup>
      <tbody><tr>
        <td class="resource-table__cell--lead"><div class="clamp" data-tooltip-truncated>${name}</div></td>
        <td><span class="resource-list__status">Aguardando resposta do suporte</span></td>
      </tr></tbody>
    </table>
  </main>`;

test.describe('lists that use their width (issue 34)', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a name cut past its two lines and a tag broken across lines are each named', async ({ page }) => {
    await page.setContent(
      listPage('PRAÇA DE PEDÁGIO DE CAMPINA GRANDE DO SUL, RODOVIA RÉGIS BITTENCOURT', 150),
    );
    expect(await page.evaluate(findListWidthProblems, 1366)).toEqual([
      expect.stringMatching(
        /^cut-name "PRAÇA DE PEDÁGIO DE CAMPINA GRANDE DO SUL.*" in Praças de pedágio \(taller than its box\)$/,
      ),
      expect.stringMatching(/^wrapped-tag "Aguardando resposta do suporte" on [23] lines$/),
    ]);
  });

  test('a name whole in two lines passes, and names are not checked below the width asked for', async ({
    page,
  }) => {
    await page.setContent(listPage('PRAÇA DE PEDÁGIO DE CAMBUÍ', 200, 260));
    expect(await page.evaluate(findListWidthProblems, 1366)).toEqual([]);
    await page.setContent(
      listPage('PRAÇA DE PEDÁGIO DE CAMPINA GRANDE DO SUL, RODOVIA RÉGIS BITTENCOURT', 60),
    );
    expect(await page.evaluate(findListWidthProblems, 1400)).toEqual([
      expect.stringMatching(/^wrapped-tag /),
    ]);
  });
});
