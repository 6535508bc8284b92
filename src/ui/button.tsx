import type { ButtonHTMLAttributes, FocusEvent, KeyboardEvent, MouseEvent, Ref } from 'react';
import { Badge } from './badge';
import { buttonClass, type ButtonSeverity } from './primereact-markup';
import { useTooltip } from './tooltip';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  ref?: Ref<HTMLButtonElement>;
  /** The text; also the accessible name unless `aria-label` says otherwise. */
  label?: string;
  /** PrimeIcons class, e.g. 'pi pi-check'. */
  icon?: string;
  /** The icon's side of the label. Default 'left'. */
  iconPos?: 'left' | 'right';
  severity?: ButtonSeverity;
  outlined?: boolean;
  text?: boolean;
  rounded?: boolean;
  size?: 'small' | 'large';
  /** Busy: a spinner in the icon's place, and the button disabled. */
  loading?: boolean;
  /** A count beside the label (the filters' 'Filtros 2'). */
  badge?: string;
  badgeClassName?: string;
  /** Shown on hover and keyboard focus while the button is enabled. */
  tooltip?: string;
}

/**
 * PrimeReact's Button drawn as plain markup: the same element, classes and accessible name, so the
 * theme styles it unchanged, without PrimeReact's code (a page's first paint loads none of it). Like
 * PrimeReact's, it sets no `type` of its own: say `type="button"` unless it submits its form.
 */
export function Button({ tooltip, ...props }: ButtonProps) {
  // A button with a tooltip keeps its element when it turns busy or disabled (and back).
  if (tooltip) return <ButtonWithTooltip tooltip={tooltip} {...props} />;
  return <ButtonMarkup {...props} />;
}

/** The button with its tooltip, shown only while the button is enabled (the same elements either way). */
function ButtonWithTooltip({ tooltip, ...props }: ButtonProps & { tooltip: string }) {
  const hint = useTooltip(tooltip);
  const { targetProps } = hint;
  const enabled = !(props.disabled || props.loading);
  const hintProps = enabled
    ? {
        'aria-describedby':
          [props['aria-describedby'], targetProps['aria-describedby']].filter(Boolean).join(' ') || undefined,
        onMouseEnter: (event: MouseEvent<HTMLButtonElement>) => {
          targetProps.onMouseEnter(event);
          props.onMouseEnter?.(event);
        },
        onMouseLeave: (event: MouseEvent<HTMLButtonElement>) => {
          targetProps.onMouseLeave();
          props.onMouseLeave?.(event);
        },
        onFocus: (event: FocusEvent<HTMLButtonElement>) => {
          targetProps.onFocus(event);
          props.onFocus?.(event);
        },
        onBlur: (event: FocusEvent<HTMLButtonElement>) => {
          targetProps.onBlur();
          props.onBlur?.(event);
        },
        onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
          targetProps.onKeyDown(event);
          props.onKeyDown?.(event);
        },
      }
    : {};
  return (
    <>
      <ButtonMarkup {...props} {...hintProps} />
      {enabled ? hint.tooltip : null}
    </>
  );
}

function ButtonMarkup({
  label,
  icon,
  iconPos = 'left',
  severity,
  outlined,
  text,
  rounded,
  size,
  loading,
  badge,
  badgeClassName,
  disabled,
  className,
  autoFocus,
  ...rest
}: Omit<ButtonProps, 'tooltip'>) {
  const inactive = Boolean(disabled || loading);
  const shownIcon = loading ? 'pi pi-spinner pi-spin' : icon;
  const iconClass = shownIcon
    ? [
        'p-button-icon p-c',
        label && `p-button-icon-${iconPos}`,
        loading && 'p-button-loading-icon',
        shownIcon,
      ]
        .filter(Boolean)
        .join(' ')
    : null;
  const look = buttonClass(
    {
      iconOnly: Boolean(shownIcon) && !label,
      severity,
      outlined,
      text,
      rounded,
      size,
      disabled: inactive,
      loading,
      loadingLabelOnly: Boolean(loading && !icon && label),
      loadingIconPos: loading && label ? iconPos : undefined,
    },
    className,
  );
  return (
    <button
      aria-label={label ? `${label}${badge ? ` ${badge}` : ''}` : undefined}
      data-pc-autofocus={autoFocus}
      autoFocus={autoFocus}
      {...rest}
      className={look}
      disabled={inactive}
    >
      {iconClass && <span className={iconClass} aria-hidden="true" />}
      {/* Without a label PrimeReact keeps an invisible one-space label: it gives the button its line height. */}
      {label ? (
        <span className="p-button-label p-c">{label}</span>
      ) : (
        <span className="p-button-label p-c">&nbsp;</span>
      )}
      {badge && <Badge value={badge} className={badgeClassName} />}
    </button>
  );
}
