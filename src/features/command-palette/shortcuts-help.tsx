import { Fragment } from 'react';
import { shortcutList } from '@/lib/keyboard-shortcuts';
import { Dialog } from '@/ui/primereact/dialog';
import './command-palette.css';

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** '?': the keyboard shortcuts of the app, each with what it does. */
export function ShortcutsHelp({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header="Atalhos do teclado"
      modal
      dismissableMask
      draggable={false}
      resizable={false}
      className="shortcuts-help"
    >
      <dl className="shortcuts-help__list">
        {shortcutList(isMac()).map(({ keys, description }) => (
          <Fragment key={description}>
            <dt>
              {keys.map((key, index) => (
                <Fragment key={key}>
                  {index > 0 && ' + '}
                  <kbd>{key}</kbd>
                </Fragment>
              ))}
            </dt>
            <dd>{description}</dd>
          </Fragment>
        ))}
      </dl>
    </Dialog>
  );
}
