import { localizedPath, useLocale, useNavigate, useSearchParams } from '@tax/shared';
import { safeRedirect } from '../../../lib/redirect.ts';

/** Where a visitor goes after signing in or registering: back to the page that sent him, else his cabinet. */
export function useAfterSignIn(): { redirect: string | null; go: () => void } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const locale = useLocale();
  const raw = params.get('redirect');
  const fallback = localizedPath('personal-requests', locale);
  const target = safeRedirect(raw, fallback);
  return {
    redirect: target === fallback && raw !== fallback ? null : target,
    go: () => void navigate(target, { replace: true }),
  };
}
