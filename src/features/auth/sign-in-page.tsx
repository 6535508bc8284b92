import { useNavigate, useSearchParams } from 'react-router-dom';
import { pageTitles } from '@/lib/messages';
import { safeRedirectTarget } from '@/lib/session/redirect-target';
import { SignInBrand } from './sign-in-brand';
import { SignInForm } from './sign-in-form';
import { signInTexts } from './sign-in-texts';
import './sign-in.css';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Route `/` (SPEC §2): split layout, brand on one side and the form (at most 450 px wide) on the other.
 * After sign-in: the `redirect` parameter when it is a safe path of the signed-in area, else the tickets.
 */
export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirectTarget(params.get('redirect'));

  useDocumentTitle(pageTitles.signIn);

  return (
    <div className="sign-in">
      <SignInBrand />
      <main className="sign-in__panel">
        <div className="sign-in__card">
          <h1 className="sign-in__title">{signInTexts.heading}</h1>
          <p className="sign-in__intro">{signInTexts.intro}</p>
          <SignInForm onSignedIn={() => navigate(target, { replace: true })} />
        </div>
      </main>
    </div>
  );
}
