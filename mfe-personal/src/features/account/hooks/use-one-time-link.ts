import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, useSearchParams } from '@tax/shared';

/** What is wrong with an e-mail's link, from the API's answer. */
export type LinkProblem = 'expired' | 'used' | 'unknown';

/**
 * The state of a one-time link's check: under way; good; a problem with the link itself; or the check could not be
 * made (no connection, a 5xx), which the page may retry.
 */
export type LinkState = { kind: 'checking' } | { kind: 'good' } | { kind: 'problem'; problem: LinkProblem } | { kind: 'failed' };

/**
 * The link's problem from an API error whose codes start with `prefix` (`confirm_`, `reset_`): expired, used or
 * unknown; a token that is not even well formed (cut short when copied from the e-mail) is unknown. Null: any other
 * failure (the network, a 500).
 */
export function linkProblemOf(error: unknown, prefix: string): LinkProblem | null {
  if (isApiError(error)) {
    const problem = error.code.startsWith(prefix) ? error.code.slice(prefix.length) : null;
    if (problem === 'expired' || problem === 'used' || problem === 'unknown') return problem;
    if (error.fields?.token) return 'unknown';
  }
  return null;
}

/**
 * The one-time `?token=` of an e-mail's link (registration, password reset), and it taken off the address bar as the
 * page opens, so that the history, a bookmark, a screen shared later or the next page's Referer do not carry it. Only
 * the browser's entry is replaced (`history.replaceState`, its state kept): a navigation of the router would announce
 * the page again and move the focus to its heading, and the router's location keeps the token, so the page (and its
 * language switch) still has it.
 */
export function useOneTimeToken(): string | null {
  const [params] = useSearchParams();
  const token = params.get('token');
  useEffect(() => {
    if (!token) return;
    const url = new URL(window.location.href);
    if (!url.searchParams.has('token')) return;
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url);
  }, [token]);
  return token;
}

/**
 * Checks a one-time link's token as the page opens (`check` rejects with the API's error), and says how it went;
 * `retry` checks again (the connection came back). No token: the link is unknown.
 */
export function useLinkCheck(token: string | null, check: (token: string) => Promise<unknown>, errorPrefix: string) {
  const [state, setState] = useState<LinkState>(token ? { kind: 'checking' } : { kind: 'problem', problem: 'unknown' });
  /** The latest check: an answer to an older one (another token, a page left) changes nothing. */
  const latest = useRef(0);
  const run = useCallback(() => {
    const call = ++latest.current;
    if (!token) return setState({ kind: 'problem', problem: 'unknown' });
    setState({ kind: 'checking' });
    check(token).then(
      () => call === latest.current && setState({ kind: 'good' }),
      (error: unknown) => {
        if (call !== latest.current) return;
        const problem = linkProblemOf(error, errorPrefix);
        setState(problem ? { kind: 'problem', problem } : { kind: 'failed' });
      },
    );
  }, [token, check, errorPrefix]);
  useEffect(() => {
    run();
    return () => {
      latest.current += 1;
    };
  }, [run]);
  return { state, retry: run };
}
