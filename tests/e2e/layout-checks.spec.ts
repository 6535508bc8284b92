import { expect, test } from './test';
import { findLayoutProblems } from './visual/layout-checks';

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
