import '../profile/node-file-globals';
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PdfDocumentHandle } from '@/ui/file-viewer/pdf-loader';
import { loadPdfDocument } from '@/ui/file-viewer/pdf-loader';
import { openViewer, setupFileViewer } from './support';

// pdf.js itself does not run in jsdom: its loader module is replaced; the drawer, paging and zoom are real.
vi.mock('@/ui/file-viewer/pdf-loader', () => ({ loadPdfDocument: vi.fn() }));

const { storeFile } = setupFileViewer();
const PDF_BYTES = '%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

function fakeDocument(numPages: number) {
  const renderPage = vi.fn<PdfDocumentHandle['renderPage']>(() => ({
    promise: Promise.resolve(),
    cancel: vi.fn(),
  }));
  const document: PdfDocumentHandle = { numPages, renderPage, destroy: vi.fn() };
  return { document, renderPage };
}

beforeEach(() => {
  vi.mocked(loadPdfDocument).mockReset();
});

describe('file viewer: pdf', () => {
  it('opens the fetched bytes with pdf.js, pages through them and zooms the page', async () => {
    const { document, renderPage } = fakeDocument(3);
    vi.mocked(loadPdfDocument).mockResolvedValue(document);
    const { user, dialog } = await openViewer(storeFile('dacte-123.pdf', 'application/pdf', PDF_BYTES));

    expect(await within(dialog).findByText('Página 1 de 3')).toBeInTheDocument();
    const [blob] = vi.mocked(loadPdfDocument).mock.calls[0];
    expect(await blob.text()).toBe(PDF_BYTES);
    const canvas = within(dialog).getByRole('img', { name: 'dacte-123.pdf, página 1' });
    await waitFor(() => expect(renderPage).toHaveBeenLastCalledWith(1, canvas, 1));

    const previous = within(dialog).getByRole('button', { name: 'Página anterior' });
    const next = within(dialog).getByRole('button', { name: 'Próxima página' });
    expect(previous).toBeDisabled();
    await user.click(next);
    await user.click(next);
    expect(within(dialog).getByText('Página 3 de 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await waitFor(() => expect(renderPage).toHaveBeenLastCalledWith(3, canvas, 1));
    await user.click(previous);
    expect(within(dialog).getByText('Página 2 de 3')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Aumentar zoom' }));
    expect(within(dialog).getByText('125%')).toBeInTheDocument();
    await waitFor(() => expect(renderPage).toHaveBeenLastCalledWith(2, canvas, 1.25));
    expect(within(dialog).getByRole('button', { name: 'Imprimir' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Baixar' })).toBeEnabled();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.destroy).toHaveBeenCalled());
  });

  it("shows 'Failed to fetch PDF file' when pdf.js cannot read the file", async () => {
    vi.mocked(loadPdfDocument).mockImplementation(() => Promise.reject(new Error('Invalid PDF structure.')));
    const { dialog } = await openViewer(storeFile('corrompido.pdf', 'application/pdf', 'not a pdf'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Failed to fetch PDF file$/);
    expect(within(dialog).queryByText(/Página/)).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch PDF file' when the pdf cannot be fetched, without opening pdf.js", async () => {
    const { dialog } = await openViewer({ url: '/v1/arquivos/file-999999', name: 'sumiu.pdf' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Failed to fetch PDF file$/);
    expect(loadPdfDocument).not.toHaveBeenCalled();
  });

  it("shows 'Failed to fetch PDF file' when a page cannot be drawn", async () => {
    const { document, renderPage } = fakeDocument(1);
    renderPage.mockImplementation(() => ({
      promise: Promise.reject(new Error('broken page')),
      cancel: vi.fn(),
    }));
    vi.mocked(loadPdfDocument).mockResolvedValue(document);
    const { dialog } = await openViewer(storeFile('pagina-ruim.pdf', 'application/pdf', PDF_BYTES));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Failed to fetch PDF file$/);
  });
});
