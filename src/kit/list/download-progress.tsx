import { listTexts } from './list-texts';

interface DownloadProgressProps {
  label: string;
  /** 0..1, or null while the size is unknown (indeterminate). */
  progress: number | null;
}

/** The visible progress of a file download: a bar and its text, announced politely. */
export function DownloadProgress({ label, progress }: DownloadProgressProps) {
  const text = listTexts.progress(label, progress);
  return (
    <span className="resource-list__progress" role="status">
      <progress
        className="resource-list__progress-bar"
        aria-label={label}
        max={1}
        {...(progress === null ? {} : { value: progress })}
      />
      <span className="resource-list__progress-text">{text}</span>
    </span>
  );
}
