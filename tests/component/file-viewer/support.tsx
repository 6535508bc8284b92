import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TestProviders } from '../providers';
import { FileViewer, type ViewerFile } from '@/ui/file-viewer/file-viewer';
import { createQueryClient } from '@/lib/query/query-client';
import { fileUrl, storeSeedFile } from '@mocks/kit/files';
import { setupSignedIn } from '../profile/support';

/** The mock API with a signed-in admin; `storeFile` puts a file in its store and answers how to view it. */
export function setupFileViewer() {
  const { mock } = setupSignedIn();
  function storeFile(name: string, type: string, content: string | Uint8Array): ViewerFile {
    return { url: fileUrl(storeSeedFile(mock.ctx.db, name, type, content).id), name };
  }
  return { mock, storeFile };
}

function Harness({ file }: { file: ViewerFile }) {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setVisible(true)}>
        Ver arquivo
      </button>
      <FileViewer visible={visible} onHide={() => setVisible(false)} file={file} />
    </>
  );
}

/** Renders a button that opens the viewer on `file`, clicks it and answers the open drawer. */
export async function openViewer(file: ViewerFile) {
  const user = userEvent.setup();
  render(
    <TestProviders queryClient={createQueryClient()}>
      <Harness file={file} />
    </TestProviders>,
  );
  await user.click(screen.getByRole('button', { name: 'Ver arquivo' }));
  const dialog = await screen.findByRole('dialog', { name: file.name });
  return { user, dialog };
}
