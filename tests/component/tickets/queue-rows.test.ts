import { afterEach, describe, expect, it } from 'vitest';
import { queueMoveOf } from '@/lib/keyboard-shortcuts';
import { queueItemOf, queueItems, rowClickOf } from '@/features/tickets/queue/queue-rows';

/** Issue 34: which clicks on a queue's row open its ticket, and which keys move through the queue. */

afterEach(() => document.body.replaceChildren());

/** A table of two ticket rows: a title link, another link, a button, a checkbox and plain text each. */
function table(): HTMLElement {
  document.body.innerHTML = `
    <div id="rows"><table><tbody>
      ${[45, 46]
        .map(
          (id) => `<tr>
            <td><input type="checkbox" aria-label="Selecionar"></td>
            <td><a href="/dashboard/chamados/${id}/detalhes">Título ${id}</a></td>
            <td><a href="/dashboard/empresas/3/consulta">Cliente</a></td>
            <td><button type="button">Ações</button><span role="menuitem">Editar</span></td>
            <td><span class="plain">Suporte</span></td>
          </tr>`,
        )
        .join('')}
    </tbody></table></div>`;
  return document.getElementById('rows')!;
}

type Click = Parameters<typeof rowClickOf>[0];
const click = (target: Element, init: Partial<Click> = {}): Click => ({
  type: 'click',
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  target,
  ...init,
});

describe("a click on a queue's row", () => {
  it('opens its ticket from anywhere on the row, here on a plain click, in a new tab on Ctrl, ⌘, Shift or the middle button', () => {
    const container = table();
    const plain = container.querySelector('.plain')!;
    const row = queueItemOf(plain, container)!;
    expect(row.id).toBe(45);
    expect(rowClickOf(click(plain), row, '')).toBe('open');
    expect(rowClickOf(click(plain, { ctrlKey: true }), row, '')).toBe('new-tab');
    expect(rowClickOf(click(plain, { metaKey: true }), row, '')).toBe('new-tab');
    expect(rowClickOf(click(plain, { shiftKey: true }), row, '')).toBe('new-tab');
    expect(rowClickOf(click(plain, { type: 'auxclick', button: 1 }), row, '')).toBe('new-tab');
    expect(rowClickOf(click(plain, { type: 'auxclick', button: 2 }), row, '')).toBeNull();
  });

  it("takes the title's plain click (to carry the queue) and leaves its modified click to the browser", () => {
    const container = table();
    const row = queueItemOf(container.querySelector('a')!, container)!;
    expect(rowClickOf(click(row.link), row, '')).toBe('open');
    expect(rowClickOf(click(row.link, { ctrlKey: true }), row, '')).toBeNull();
    expect(rowClickOf(click(row.link, { type: 'auxclick', button: 1 }), row, '')).toBeNull();
  });

  it('leaves to themselves the checkbox, another link, a button and a menu, and a click that ends a selection', () => {
    const container = table();
    const row = queueItemOf(container.querySelector('.plain')!, container)!;
    for (const selector of ['input', 'a[href^="/dashboard/empresas"]', 'button', '[role="menuitem"]']) {
      expect(rowClickOf(click(row.item.querySelector(selector)!), row, ''), selector).toBeNull();
    }
    expect(rowClickOf(click(row.item.querySelector('.plain')!), row, 'Suporte')).toBeNull();
    expect(
      rowClickOf(click(row.item.querySelector('.plain')!, { defaultPrevented: true }), row, ''),
    ).toBeNull();
    expect(rowClickOf(click(row.item.querySelector('.plain')!, { altKey: true }), row, '')).toBeNull();
  });

  it('finds the rows by their ticket links, in order, outside the rows nothing', () => {
    const container = table();
    expect(queueItems(container).map((item) => queueItemOf(item, container)?.id)).toEqual([45, 46]);
    expect(queueItemOf(document.body, container)).toBeNull();
  });
});

describe("the queue's keys", () => {
  const press = (key: string, target: EventTarget, init: KeyboardEventInit = {}, layerOpen = false) => {
    const event = new KeyboardEvent('keydown', { key, ...init });
    Object.defineProperty(event, 'target', { value: target });
    return queueMoveOf(event, layerOpen);
  };

  it("'j' is the next, 'k' the previous, alone and outside fields, menus and dialogs", () => {
    document.body.innerHTML = `<input id="text"><div contenteditable="true" id="editor"></div>
      <div role="menu"><span id="item" role="menuitem">Editar</span></div><input type="checkbox" id="box">`;
    const byId = (id: string) => document.getElementById(id)!;
    expect(press('j', document.body)).toBe('next');
    expect(press('k', document.body)).toBe('previous');
    expect(press('j', byId('box'))).toBe('next');
    expect(press('j', byId('text'))).toBeNull();
    expect(press('k', byId('editor'))).toBeNull();
    expect(press('j', byId('item'))).toBeNull();
    expect(press('j', document.body, {}, true)).toBeNull();
    expect(press('J', document.body, { shiftKey: true })).toBeNull();
    expect(press('j', document.body, { ctrlKey: true })).toBeNull();
    expect(press('j', document.body, { altKey: true })).toBeNull();
  });
});
