import { Button } from '@/ui/button';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { moveColumn, type ColumnSetting } from './column-preferences';
import { columnsDrawerTexts } from './columns-drawer-texts';

interface ColumnOrderListProps {
  settings: readonly ColumnSetting[];
  /** Header of each column id. */
  headers: ReadonlyMap<string, string>;
  onChange: (settings: ColumnSetting[]) => void;
}

/**
 * The columns of the configuration drawer: a visibility checkbox each (the last visible one cannot
 * be unchecked), reordering by drag and drop or with the move up / down buttons (the focus follows
 * the moved column and its new position is announced).
 */
export function ColumnOrderList({ settings, headers, onChange }: ColumnOrderListProps) {
  const base = useId();
  const [dragged, setDragged] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | null>(null);
  const visibleCount = settings.filter((setting) => setting.visible).length;
  const headerOf = (id: string) => headers.get(id) ?? id;

  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [settings]);

  const move = (from: number, to: number, direction?: 'up' | 'down') => {
    if (from < 0 || to < 0 || to >= settings.length || from === to) return;
    const { id } = settings[from];
    const atEdge = direction === 'up' ? to === 0 : to === settings.length - 1;
    const focusDirection = direction && atEdge ? (direction === 'up' ? 'down' : 'up') : direction;
    focusNext.current = focusDirection ? `${base}-${id}-${focusDirection}` : null;
    onChange(moveColumn(settings, from, to));
    setAnnouncement(columnsDrawerTexts.moved(headerOf(id), to + 1, settings.length));
  };

  const toggle = (index: number) =>
    onChange(
      settings.map((setting, at) => (at === index ? { ...setting, visible: !setting.visible } : setting)),
    );

  const indexOf = (id: string | null) => settings.findIndex((setting) => setting.id === id);

  const dropOn = (event: DragEvent, index: number) => {
    event.preventDefault();
    move(indexOf(dragged), index);
    setDragged(null);
    setTarget(null);
  };

  return (
    <>
      <ul className="column-list">
        {settings.map((setting, index) => {
          const header = headerOf(setting.id);
          const checkboxId = `${base}-${setting.id}`;
          const locked = setting.visible && visibleCount === 1;
          const classes = [
            'column-list__item',
            dragged === setting.id && 'column-list__item--dragged',
            target === setting.id && dragged !== setting.id && 'column-list__item--target',
          ];
          return (
            <li
              key={setting.id}
              className={classes.filter(Boolean).join(' ')}
              draggable
              onDragStart={(event) => {
                event.dataTransfer?.setData('text/plain', setting.id);
                setDragged(setting.id);
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setTarget(setting.id);
              }}
              onDrop={(event) => dropOn(event, index)}
              onDragEnd={() => {
                setDragged(null);
                setTarget(null);
              }}
            >
              <i
                className="pi pi-bars column-list__handle"
                aria-hidden="true"
                title={columnsDrawerTexts.dragHandle(header)}
              />
              <input
                id={checkboxId}
                type="checkbox"
                className="column-list__checkbox"
                checked={setting.visible}
                disabled={locked}
                title={locked ? columnsDrawerTexts.lastVisible : undefined}
                onChange={() => toggle(index)}
              />
              <label htmlFor={checkboxId} className="column-list__label">
                {header}
              </label>
              <Button
                id={`${checkboxId}-up`}
                type="button"
                icon="pi pi-arrow-up"
                text
                rounded
                size="small"
                aria-label={columnsDrawerTexts.moveUp(header)}
                title={columnsDrawerTexts.moveUp(header)}
                disabled={index === 0}
                onClick={() => move(index, index - 1, 'up')}
              />
              <Button
                id={`${checkboxId}-down`}
                type="button"
                icon="pi pi-arrow-down"
                text
                rounded
                size="small"
                aria-label={columnsDrawerTexts.moveDown(header)}
                title={columnsDrawerTexts.moveDown(header)}
                disabled={index === settings.length - 1}
                onClick={() => move(index, index + 1, 'down')}
              />
            </li>
          );
        })}
      </ul>
      <p className="app-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
