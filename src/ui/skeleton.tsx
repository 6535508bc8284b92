import './primereact-markup';

export interface SkeletonProps {
  /** Default '100%'. */
  width?: string;
  /** Default '1rem'. */
  height?: string;
  /** A circle of this diameter (with shape 'circle'), or a square. */
  size?: string;
  shape?: 'rectangle' | 'circle';
  className?: string;
}

/** PrimeReact's Skeleton markup (a shimmering placeholder, hidden from assistive technology), drawn plainly. */
export function Skeleton({ width = '100%', height = '1rem', size, shape, className }: SkeletonProps) {
  const classes = [className, 'p-skeleton p-component', shape === 'circle' && 'p-skeleton-circle'];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      style={{ width: size ?? width, height: size ?? height, position: 'relative' }}
      aria-hidden="true"
    />
  );
}
