import type { HTMLAttributes } from 'react';
import './primereact-markup';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  value: string;
  severity?: 'secondary' | 'success' | 'info' | 'warning' | 'danger' | 'contrast';
}

/** PrimeReact's Badge markup (a count in a pill; a circle for one character), drawn plainly. */
export function Badge({ value, severity, className, ...rest }: BadgeProps) {
  const classes = [
    className,
    'p-badge p-component',
    value.length === 1 && 'p-badge-no-gutter',
    severity && `p-badge-${severity}`,
  ];
  return (
    <span {...rest} className={classes.filter(Boolean).join(' ')}>
      {value}
    </span>
  );
}
