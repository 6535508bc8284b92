import { createRoot, type Root } from 'react-dom/client';
import { dismissBootShell } from '@/lib/boot/boot-shell';
import { RuntimeConfigError } from '@/lib/config/runtime-config';

/**
 * A build without the mock API refuses to start without a valid config.json (src/lib/config/
 * runtime-config.ts): when `configLoaded` rejects, the app in `root` goes, with the boot shell's picture
 * of it (a sign-in form among others), and the page of the refusal (./pages/config-error-page.tsx) takes
 * its place. The app's API calls waited for config.json and are refused with it: none is sent. The page's
 * code and words load only then (the normal start carries none of them); should even that fail, a line of
 * plain text says what happened.
 */
export function refuseToStartWithoutConfig(
  configLoaded: Promise<unknown>,
  root: Root,
  container: HTMLElement,
): void {
  configLoaded.catch(async (error: unknown) => {
    root.unmount();
    dismissBootShell();
    const refused =
      error instanceof RuntimeConfigError
        ? error
        : new RuntimeConfigError('/config.json', { problem: 'network' });
    try {
      const [{ ConfigErrorPage }, { configErrorTexts, describeConfigRefusal }] = await Promise.all([
        import('./pages/config-error-page'),
        import('./pages/config-error-texts'),
      ]);
      console.error(configErrorTexts.log, describeConfigRefusal(refused).problem);
      createRoot(container).render(<ConfigErrorPage error={refused} />);
    } catch {
      container.textContent = `Esta implantação não tem uma configuração válida (${refused.message}).`;
    }
  });
}
