import { afterEach, describe, expect, it } from 'vitest';
import { focusOnShow } from '@/ui/drawer-focus';

/** A drawer panel with its first field and close button, the button that opened it, and a drawer opened from it. */
function layout() {
  document.body.innerHTML = `
    <button id="opener">Abrir</button>
    <div role="dialog" id="panel"><button id="close">Fechar</button><input id="first" /><input id="second" /></div>
    <div role="dialog" id="nested"><input id="nested-search" /></div>`;
  const byId = (id: string) => document.getElementById(id)!;
  return { byId, panel: byId('panel'), opener: byId('opener') };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("a drawer's focus when its opening animation ends", () => {
  it('goes to its first field when nothing moved the focus since it opened', () => {
    const { byId, panel, opener } = layout();
    opener.focus();
    focusOnShow(panel, opener, 'first');
    expect(document.activeElement).toBe(byId('first'));
  });

  it('stays where the user already types inside the drawer', () => {
    const { byId, panel, opener } = layout();
    byId('second').focus();
    focusOnShow(panel, opener, 'first');
    expect(document.activeElement).toBe(byId('second'));
  });

  it('comes back to a drawer opened from it before the animation ended, after the Sidebar pulls it to its close button', async () => {
    const { byId, panel, opener } = layout();
    byId('nested-search').focus();
    focusOnShow(panel, opener, 'first');
    byId('close').focus(); // what PrimeReact's Sidebar does right after onShow when the focus is outside it
    await Promise.resolve();
    expect(document.activeElement).toBe(byId('nested-search'));
  });
});
