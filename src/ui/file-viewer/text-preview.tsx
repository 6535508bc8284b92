import { useEffect, useState } from 'react';
import { uiText } from '@/lib/messages';
import { fileViewerTexts as texts } from './file-viewer-texts';
import { CSV_PREVIEW_MAX_ROWS, TEXT_PREVIEW_MAX_CHARS, decodeText, parseCsv } from './text-content';

export interface TextPreviewProps {
  blob: Blob;
  name: string;
  /** csv: a table of its rows (the first one as the header); otherwise the text as it is. */
  asTable: boolean;
}

/** The characters of the blob (null while it is read). */
function useDecodedText(blob: Blob): string | null {
  const [text, setText] = useState<{ blob: Blob; value: string } | null>(null);
  useEffect(() => {
    let active = true;
    void blob.arrayBuffer().then((bytes) => {
      if (active) setText({ blob, value: decodeText(bytes) });
    });
    return () => {
      active = false;
    };
  }, [blob]);
  return text && text.blob === blob ? text.value : null;
}

function CsvTable({ text, name }: { text: string; name: string }) {
  const [header = [], ...rows] = parseCsv(text, CSV_PREVIEW_MAX_ROWS + 1);
  const columns = Math.max(header.length, ...rows.map((row) => row.length));
  const cells = (row: string[]) => Array.from({ length: columns }, (_, column) => row[column] ?? '');
  return (
    <>
      <table className="file-viewer__table">
        <caption className="app-visually-hidden">{texts.contentBox(name)}</caption>
        <thead>
          <tr>
            {cells(header).map((cell, column) => (
              <th key={column} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, line) => (
            <tr key={line}>
              {cells(row).map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length >= CSV_PREVIEW_MAX_ROWS && (
        <p className="file-viewer__note">{texts.firstRows(CSV_PREVIEW_MAX_ROWS)}</p>
      )}
    </>
  );
}

/**
 * A text attachment (.txt, .log, text/*) in a monospace block, or a csv as a simple table. React writes
 * every character as text: markup in the file is shown, never interpreted.
 */
export function TextPreview({ blob, name, asTable }: TextPreviewProps) {
  const text = useDecodedText(blob);
  if (text === null) {
    return (
      <p className="file-viewer__status" role="status">
        {uiText.loading}
      </p>
    );
  }
  const cut = text.length > TEXT_PREVIEW_MAX_CHARS;
  return (
    <div className="file-viewer__text-box" tabIndex={0} role="region" aria-label={texts.contentBox(name)}>
      {asTable ? (
        <CsvTable text={text} name={name} />
      ) : (
        <pre className="file-viewer__text">{cut ? text.slice(0, TEXT_PREVIEW_MAX_CHARS) : text}</pre>
      )}
      {cut && !asTable && <p className="file-viewer__note">{texts.textCut}</p>}
    </div>
  );
}
