import { useState, type CSSProperties } from 'react';
import { useFileObjectUrl } from '@/lib/http/use-file-url';
import './primereact-markup';

export type UserAvatarSize = 'small' | 'normal' | 'large' | 'xlarge';

export interface UserAvatarProps {
  /** The person's name: the accessible name and the source of the initials. */
  name: string;
  /** API path ('/v1/arquivos/…') or absolute/data/blob URL of the picture; initials without it. */
  avatarUrl?: string | null;
  /** A named size or a diameter in pixels. Default 'normal' (2rem). */
  size?: UserAvatarSize | number;
  className?: string;
  /** Its name shown by the TooltipScope around it (`data-tooltip`: a table's one tooltip) rather than the browser's title. */
  tooltip?: boolean;
}

const PIXELS: Record<UserAvatarSize, number> = { small: 24, normal: 32, large: 48, xlarge: 64 };

/** 'ANA MARIA SOUZA' → 'AS', 'ana' → 'A', '' → '?'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0].charAt(0);
  const last = words.length > 1 ? words[words.length - 1].charAt(0) : '';
  return `${first}${last}`.toLocaleUpperCase('pt-BR');
}

/** A hue from the name, so the same person always gets the same colour. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/**
 * A user's picture, or their initials on a colour of their own while there is none (or it fails to
 * load). Stored pictures are loaded with the bearer through useFileObjectUrl. Exposed as one image
 * named after the user.
 */
export function UserAvatar({ name, avatarUrl, size = 'normal', className, tooltip }: UserAvatarProps) {
  const imageUrl = useFileObjectUrl(avatarUrl);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = imageUrl !== null && imageUrl !== failedUrl;
  const pixels = typeof size === 'number' ? size : PIXELS[size];
  const hue = hueOf(name);

  const style: CSSProperties = {
    width: pixels,
    height: pixels,
    flex: `0 0 ${pixels}px`,
    fontSize: Math.max(10, Math.round(pixels * 0.4)),
    fontWeight: 600,
    ...(showImage ? {} : { background: `hsl(${hue} 55% 90%)`, color: `hsl(${hue} 45% 30%)` }),
  };

  // PrimeReact's Avatar markup (the theme styles its classes), drawn plainly: the top bar's first paint has one.
  const classes = [
    'app-user-avatar',
    className,
    'p-avatar p-component',
    showImage && 'p-avatar-image',
    'p-avatar-circle',
  ];
  return (
    <div
      role="img"
      aria-label={name}
      title={tooltip ? undefined : name}
      data-tooltip={tooltip ? name : undefined}
      className={classes.filter(Boolean).join(' ')}
      style={style}
    >
      {showImage ? (
        <img alt="" src={imageUrl} onError={() => setFailedUrl(imageUrl)} />
      ) : (
        <span className="p-avatar-text">{initialsOf(name)}</span>
      )}
    </div>
  );
}
