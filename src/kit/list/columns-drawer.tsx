import { Button } from '@/ui/button';
import { useMemo, useState } from 'react';
import { RightDrawer } from '@/ui/right-drawer';
import { InlineConfirm } from '../inline-confirm';
import { uiText } from '@/lib/messages';
import { sameColumnSettings, type ColumnSetting, type ConfigurableColumn } from './column-preferences';
import { ColumnOrderList } from './column-order-list';
import { columnsDrawerTexts } from './columns-drawer-texts';
import { listTexts } from './list-texts';

export interface ColumnsDrawerProps {
  visible: boolean;
  onHide: () => void;
  columns: readonly ConfigurableColumn[];
  /** The configuration in force. */
  settings: readonly ColumnSetting[];
  onSave: (settings: readonly ColumnSetting[]) => Promise<unknown>;
  /** Saves colunas [] (no preference: the manifest's defaults). */
  onReset: () => Promise<unknown>;
  saving: boolean;
}

/**
 * 'Configurar colunas': order and visibility of every column as a draft; 'Salvar' stores it
 * (colunas-usuarios); 'Redefinir padrão' asks for confirmation inside the drawer, then goes back to
 * the defaults. A failed save keeps the drawer and the draft (the error toast says why).
 */
export function ColumnsDrawer({
  visible,
  onHide,
  columns,
  settings,
  onSave,
  onReset,
  saving,
}: ColumnsDrawerProps) {
  const headers = useMemo(() => new Map(columns.map((column) => [column.id, column.header])), [columns]);
  const [draft, setDraft] = useState<readonly ColumnSetting[]>(settings);
  const [confirming, setConfirming] = useState(false);
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) {
      setDraft(settings);
      setConfirming(false);
    }
  }
  const changed = !sameColumnSettings(draft, settings);

  const save = async () => {
    try {
      await onSave(draft);
      onHide();
    } catch {
      /* the query client shows the error; the draft stays */
    }
  };

  const reset = async () => {
    try {
      await onReset();
      setConfirming(false);
      onHide();
    } catch {
      /* idem */
    }
  };

  return (
    <RightDrawer
      visible={visible}
      onHide={onHide}
      title={listTexts.columnsTitle}
      className="resource-list__columns-drawer"
    >
      <div className="resource-list__drawer-body">
        <p className="resource-list__hint">{columnsDrawerTexts.columnsHint}</p>
        <ColumnOrderList settings={draft} headers={headers} onChange={setDraft} />
        {confirming ? (
          <InlineConfirm
            block="resource-list__confirm"
            question={columnsDrawerTexts.resetConfirm}
            confirmLabel={columnsDrawerTexts.resetConfirmAction}
            busy={saving}
            onCancel={() => setConfirming(false)}
            onConfirm={() => void reset()}
          />
        ) : (
          <div className="resource-list__drawer-actions">
            <Button
              type="button"
              size="small"
              text
              label={uiText.resetDefault}
              onClick={() => setConfirming(true)}
            />
            <Button type="button" size="small" outlined label={uiText.close} onClick={onHide} />
            <Button
              type="button"
              size="small"
              label={uiText.save}
              loading={saving}
              disabled={!changed || saving}
              onClick={() => void save()}
            />
          </div>
        )}
      </div>
    </RightDrawer>
  );
}
