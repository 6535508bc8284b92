import { Skeleton } from '@/ui/skeleton';
import { uiText } from '@/lib/messages';

/** 6 skeleton rows while the notifications load. */
export const NOTIFICATION_SKELETON_ROWS = 6;

export function NotificationSkeleton() {
  return (
    <div className="notification-skeleton" role="status">
      <span className="app-visually-hidden">{uiText.loading}</span>
      {Array.from({ length: NOTIFICATION_SKELETON_ROWS }, (_, index) => (
        <div
          key={index}
          className="notification-skeleton__row"
          data-testid="notification-skeleton-row"
          aria-hidden="true"
        >
          <Skeleton shape="circle" size="1.5rem" />
          <div className="notification-skeleton__lines">
            <Skeleton width="60%" height="1rem" />
            <Skeleton width="90%" height="0.8rem" />
            <Skeleton width="35%" height="0.7rem" />
          </div>
        </div>
      ))}
    </div>
  );
}
