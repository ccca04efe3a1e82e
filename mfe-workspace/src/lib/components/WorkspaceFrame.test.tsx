import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  QueryClientProvider,
  RouterProvider,
  ThemeProvider,
  activateLocale,
  createBrowserRouter,
  i18n,
  queryClient,
  useLocation,
  useQuery,
} from '@tax/shared';
import { staffApi, type StaffMe } from '@tax/shared/staff-api';
import '../../expose/routes.ts';
import en from '../../locales/en.json';
import { WorkspaceFrame } from './WorkspaceFrame.tsx';

const me = (roles: StaffMe['user']['roles']): StaffMe => ({
  user: { id: 'u1', email: 'h@soliq.uz', name: 'Dilnoza', roles },
  stage: 'signed-in',
  session: { id: 's1', createdAt: '', expiresAt: '', idleExpiresAt: '', reauthenticatedUntil: null },
  recoveryCodesLeft: 10,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** A page of the frame whose own data request the test decides. */
function Page({ data }: { data: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['workspace', 'test-data'], queryFn: data, retry: false });
  return <p>{query.data ?? 'waiting'}</p>;
}

function renderAt(path: string, roles: StaffMe['user']['roles'] | undefined, data: () => Promise<string> = async () => 'page data') {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([
    { path: '/en/workspace/signin', element: <Where /> },
    {
      path: '*',
      element: (
        <WorkspaceFrame title="Page" {...(roles ? { roles } : {})}>
          {() => <Page data={data} />}
        </WorkspaceFrame>
      ),
    },
  ]);
  render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('the workspace frame', () => {
  beforeAll(async () => {
    i18n.addResourceBundle('en', 'workspace', en, true, true);
    await act(async () => activateLocale('en'));
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    vi.restoreAllMocks();
  });

  it('sends a visitor who is not signed in to sign-in, keeping the address, without saying a session ended', async () => {
    vi.spyOn(staffApi, 'me').mockRejectedValue(new ApiError(401, 'unauthorized', 'Sign in'));
    renderAt('/en/workspace/sessions?x=1', undefined);
    expect((await screen.findByTestId('where')).textContent).toBe('/en/workspace/signin?return=%2Fen%2Fworkspace%2Fsessions%3Fx%3D1');
  });

  it('shows only the navigation the roles allow, and a clear message on a page they do not', async () => {
    vi.spyOn(staffApi, 'me').mockResolvedValue(me(['handler']));
    renderAt('/en/workspace/audit', ['admin']);
    expect((await screen.findByTestId('no-access')).textContent).toContain('Your role does not give access to this page');
    const links = screen.getByRole('navigation', { name: 'Workspace' }).querySelectorAll('a');
    expect([...links].map((link) => link.textContent)).toEqual(['Inbox', 'Templates', 'My sessions']);
    expect(screen.queryByText('page data')).toBeNull();
  });

  it('when the API says the session is over, goes back to sign-in saying so, once, with the address to return to', async () => {
    vi.spyOn(staffApi, 'me').mockResolvedValue(me(['handler']));
    const data = vi.fn(async (): Promise<string> => {
      throw new ApiError(401, 'unauthorized', 'Sign in');
    });
    renderAt('/en/workspace?kind=contact', ['handler'], data);
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/en/workspace/signin?return=%2Fen%2Fworkspace%3Fkind%3Dcontact&reason=expired',
    );
  });
});
