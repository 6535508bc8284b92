import { http } from '@/lib/http/client';
import { installSessionInterceptors } from './session-interceptors';

/**
 * The session flows that talk to the API (restore, sign-in), on the HTTP client with the session's
 * interceptors installed (a 401 renews the tokens and replays the call). Imported dynamically by the
 * route loaders and the sign-in form, the first code to call the API on any page: the entry chunk
 * holds no HTTP code, so the sign-in page paints without axios.
 */
installSessionInterceptors(http);

export { restoreSession, signIn } from './session-store';
