import { INLINE_ICON_VIEW_BOX, inlineIconClass, inlineIcons, type InlineIconName } from './inline-icons';

/** An icon drawn inline (see inline-icons.ts), decorative: hidden from assistive technology. */
export function InlineIcon({ name, className }: { name: InlineIconName; className?: string }) {
  return (
    <svg
      className={inlineIconClass(className)}
      viewBox={INLINE_ICON_VIEW_BOX}
      aria-hidden="true"
      focusable="false"
    >
      {inlineIcons[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
