import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readBootSignIn } from '@/lib/boot/boot-shell';
import { pageTitles } from '@/lib/messages';
import { usePrefetchOnIntent } from '@/lib/prefetch-on-intent';
import { safeRedirectTarget } from '@/lib/session/redirect-target';
import { SignInBrand } from './sign-in-brand';
import { SignInForm } from './sign-in-form';
import { signInTexts } from './sign-in-texts';
import './sign-in.css';
import { useDocumentTitle } from '@/lib/use-document-title';

export interface SignInPageProps {
  /** Loads the code of the page at `target` (the router's lazy routes) ahead of the navigation. */
  prefetchTarget?: (target: string) => void;
}

/** Swallows a failed prefetch: the real import on use retries it (and handles the error). */
const ignore = () => undefined;

/** Whether someone typed into, or submitted, the page's picture (build/boot-shell.ts) before the app was up. */
function startedInBootShell(): boolean {
  const boot = readBootSignIn();
  return boot !== null && (boot.email !== '' || boot.senha !== '' || boot.submit);
}

/**
 * Route `/`: split layout, brand on one side and the form (at most 450 px wide) on the other.
 * After sign-in: the `redirect` parameter when it is a safe path of the signed-in area, else the tickets.
 * As soon as someone starts on the form (pointer over it, a key typed), what submitting needs (the form's
 * schema, its alert, the session flows) and the target page's code load in the background, so sign-in
 * does not wait for chunks; a visit that only looks loads the sign-in page alone. Someone who started on
 * the page's picture before the app was up has started: they load at once.
 */
export function SignInPage({ prefetchTarget }: SignInPageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirectTarget(params.get('redirect'));

  useDocumentTitle(pageTitles.signIn);

  const [startedBeforeApp] = useState(startedInBootShell);
  const intent = usePrefetchOnIntent(() => {
    import('./sign-in-schema').catch(ignore);
    import('primereact/message').catch(ignore);
    import('@/lib/session/session-client').catch(ignore);
    prefetchTarget?.(target);
  }, startedBeforeApp);

  return (
    <div className="sign-in">
      <SignInBrand />
      <main className="sign-in__panel">
        <div className="sign-in__card" {...intent}>
          <h1 className="sign-in__title">{signInTexts.heading}</h1>
          <p className="sign-in__intro">{signInTexts.intro}</p>
          <SignInForm onSignedIn={() => navigate(target, { replace: true })} />
        </div>
      </main>
    </div>
  );
}
