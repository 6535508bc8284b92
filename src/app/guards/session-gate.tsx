import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessages } from '@/lib/messages';
import { signInPathFor } from '@/lib/session/redirect-target';
import { getLastSignOutReason, useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast/toast';
import { PageSpinner } from '../page-spinner';

/**
 * Keeps the signed-in area signed in while it is on screen: when the session ends (Sair, a refused
 * refresh), its content goes away at once and the user is sent to sign-in — plainly after 'Sair', with
 * the credentials toast and the way back otherwise. The loaders did the entry checks already.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (status !== 'signed-out') return;
    if (getLastSignOutReason() === 'user') {
      navigate('/', { replace: true });
      return;
    }
    toast.error(errorMessages.credentialsRequired);
    navigate(signInPathFor(pathname), { replace: true });
  }, [status, navigate, pathname]);

  if (status === 'signed-in') return children;
  return status === 'restoring' ? <PageSpinner /> : null;
}
