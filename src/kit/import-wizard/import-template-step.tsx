import { Button } from '@/ui/button';
import { DownloadProgress } from '@/kit/list/download-progress';
import { useBlobDownload } from '@/kit/list/use-blob-download';
import type { ImportKind } from './import-kinds';
import { importTexts as texts } from './import-texts';

/** Step 1: download the template spreadsheet (exporta-planilha-modelo, or -valores for toll values). */
export function ImportTemplateStep({ kind, headingId }: { kind: ImportKind; headingId: string }) {
  const download = useBlobDownload();
  const running = download.running !== null;
  return (
    <section className="import-wizard__step" aria-labelledby={headingId}>
      <h3 id={headingId} className="import-wizard__step-title">
        {texts.stepTemplate}
      </h3>
      <p className="import-wizard__hint">{texts.templateHint}</p>
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-file-excel"
        label={texts.downloadTemplate}
        loading={running}
        disabled={running}
        onClick={() =>
          download.start({
            key: 'template',
            fileName: kind.templateName,
            preferServerName: true,
            call: kind.template,
          })
        }
      />
      {running && <DownloadProgress label={texts.downloading} progress={download.progress} />}
    </section>
  );
}
