import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, RouterProvider, createBrowserRouter } from '@tax/shared';
import { linkProblemOf, useLinkCheck, useOneTimeToken } from './use-one-time-link.ts';

/** A page of a one-time link, as the confirmation and password-reset pages use the hooks. */
function LinkPage({ check }: { check: (token: string) => Promise<unknown> }) {
  const token = useOneTimeToken();
  const { state, retry } = useLinkCheck(token, check, 'confirm_');
  return (
    <>
      <p data-testid="token">{token ?? 'none'}</p>
      <p data-testid="state">{state.kind === 'problem' ? `problem ${state.problem}` : state.kind}</p>
      <button type="button" onClick={retry}>
        retry
      </button>
    </>
  );
}

let historyLength = 0;
function open(url: string, check: (token: string) => Promise<unknown>) {
  window.history.replaceState(null, '', url);
  historyLength = window.history.length;
  const router = createBrowserRouter([{ path: '/personal/confirm', element: <LinkPage check={check} /> }]);
  render(<RouterProvider router={router} />);
  return router;
}

const text = (id: string) => screen.getByTestId(id).textContent;

afterEach(() => cleanup());

describe("a one-time link's page", () => {
  it('takes the token off the address bar (other parameters kept, no navigation), keeps it, and checks it', async () => {
    const check = vi.fn(async () => undefined);
    const router = open('/personal/confirm?token=abc123&utm_source=mail', check);
    await vi.waitFor(() => expect(text('state')).toBe('good'));
    expect(window.location.pathname + window.location.search).toBe('/personal/confirm?utm_source=mail');
    expect(text('token')).toBe('abc123');
    expect(check).toHaveBeenCalledWith('abc123');
    // The browser's entry replaced, not a navigation (which would announce the page again).
    expect(router.state.historyAction).toBe('POP');
    expect(window.history.length).toBe(historyLength);
  });

  it('says what is wrong with the link, and a check that could not be made can be retried', async () => {
    const check = vi
      .fn<(token: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(0, 'network_error', 'offline'))
      .mockResolvedValue(undefined);
    open('/personal/confirm?token=abc123', check);
    await vi.waitFor(() => expect(text('state')).toBe('failed'));
    await act(async () => screen.getByRole('button', { name: 'retry' }).click());
    await vi.waitFor(() => expect(text('state')).toBe('good'));
    expect(check).toHaveBeenCalledTimes(2);

    cleanup();
    open('/personal/confirm?token=old', async () => Promise.reject(new ApiError(410, 'confirm_expired', 'expired')));
    await vi.waitFor(() => expect(text('state')).toBe('problem expired'));
  });

  it('without a token, the link is unknown and nothing is asked', async () => {
    const check = vi.fn(async () => undefined);
    open('/personal/confirm', check);
    expect(text('state')).toBe('problem unknown');
    expect(check).not.toHaveBeenCalled();
  });
});

describe('linkProblemOf', () => {
  it("reads the API's codes for its prefix, a malformed token as unknown, anything else as no problem", () => {
    expect(linkProblemOf(new ApiError(410, 'reset_used', 'x'), 'reset_')).toBe('used');
    expect(linkProblemOf(new ApiError(410, 'reset_used', 'x'), 'confirm_')).toBeNull();
    expect(linkProblemOf(new ApiError(422, 'validation_failed', 'x', { token: 'invalid' }), 'confirm_')).toBe('unknown');
    expect(linkProblemOf(new ApiError(500, 'internal', 'x'), 'confirm_')).toBeNull();
    expect(linkProblemOf(new TypeError('Failed to fetch'), 'confirm_')).toBeNull();
  });
});
