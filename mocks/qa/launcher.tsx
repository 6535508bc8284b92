import './qa-panel.css';
import { StrictMode, useLayoutEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { QaControls } from './browser-qa';
import type { QaPanelProps } from './panel';
import { describeScenario } from './scenario';
import { QA_PANEL_ID } from './settings';

/** On <html> while the launcher is on the page; `-active` while a scenario is in force (the bar shows). */
const ON_CLASS = `${QA_PANEL_ID}-on`;
const ACTIVE_CLASS = `${QA_PANEL_ID}-active`;

/**
 * The QA panel's button on every page of the demo. While every setting is as by default, a small 'QA'
 * in the bottom-left corner. While a scenario is in force, a bar across the top of the page that says it
 * ('QA: latência 800 ms · 2 falhas'): the app's top bar and everything placed under it move down by the
 * bar's height (./qa-panel.css), so the bar covers nothing of the app. Either opens the panel (./panel.tsx,
 * loaded then). A React root of its own, beside the app's: nothing of the app knows of it.
 */
export function QaLauncher({ controls }: { controls: QaControls }) {
  const scenario = useSyncExternalStore(controls.subscribe, controls.scenario);
  const [Panel, setPanel] = useState<ComponentType<QaPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const parts = describeScenario(scenario);
  const active = parts.length > 0;
  useLayoutEffect(() => {
    document.documentElement.classList.toggle(ACTIVE_CLASS, active);
  }, [active]);

  const openPanel = () => {
    if (Panel) {
      setOpen(true);
      return;
    }
    import('./panel').then(
      (module) => {
        setPanel(() => module.QaPanel);
        setOpen(true);
      },
      // Offline: the button stays, and opens the panel once its code can load.
      () => undefined,
    );
  };

  // One button in either place (the same element: the focus goes back to it when the panel closes).
  return (
    <>
      <div className={`${QA_PANEL_ID}__${active ? 'bar' : 'corner'}`}>
        <button
          type="button"
          className={`${QA_PANEL_ID}__launcher`}
          aria-haspopup="dialog"
          aria-expanded={open}
          title={
            active
              ? `Cenário de QA em vigor: ${parts.join(' · ')}. Abrir o painel de QA.`
              : 'Abrir o painel de QA da API simulada'
          }
          onClick={openPanel}
        >
          {active ? `QA: ${parts.join(' · ')}` : 'QA'}
        </button>
      </div>
      {Panel && <Panel visible={open} onHide={() => setOpen(false)} controls={controls} />}
    </>
  );
}

/** Puts the QA panel's button on the page (once). */
export function mountQaLauncher(controls: QaControls): void {
  if (document.getElementById(QA_PANEL_ID)) return;
  const host = document.createElement('div');
  host.id = QA_PANEL_ID;
  document.body.append(host);
  // The app's top-bar height, before the bar adds its own to it (./qa-panel.css).
  const root = document.documentElement;
  const topBar = getComputedStyle(root).getPropertyValue('--app-topbar-height').trim();
  if (topBar) root.style.setProperty(`--${QA_PANEL_ID}-topbar`, topBar);
  root.classList.add(ON_CLASS);
  createRoot(host).render(
    <StrictMode>
      <QaLauncher controls={controls} />
    </StrictMode>,
  );
}
