/**
 * @tax/shared — the site's platform kit, shared at run time as one singleton with react and react-dom.
 * Apps take UI, routing, i18n and data from here, never from the libraries directly, so that each library
 * is bundled once, cut down to what the site uses.
 */

// The form kit's own styles (1.7 KB) come with the first load: a server-rendered page with a form is drawn as it
// will stay before any script runs, or without scripts (the file field's native input hidden behind its button;
// before, both showed until the form kit arrived, and the form moved when its styles did).
import './forms/forms.module.css';

// Locales and routing
export * from './routing/locales.ts';
export { NEWS_TOPICS, SIGNED_IN_HINT_COOKIE } from './contract/values.ts';
export { readCookie } from './routing/cookies.ts';
export { positiveIntParam } from './routing/query-params.ts';
export * from './routing/locale-redirect.ts';
export * from './routing/route-map.ts';
export * from './routing/prefetch.ts';
export { LocalizedLink, useLocale, browserHandles, type LocalizedLinkProps } from './routing/LocalizedLink.tsx';
export { gone, notFound } from './routing/not-found.ts';
export { routeOfPath, type RouteTarget } from './routing/route-of-path.ts';
export {
  createBrowserRouter,
  matchPath,
  RouterProvider,
  Outlet,
  ScrollRestoration,
  data,
  redirect,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { RouteObject, DataRouter, LoaderFunctionArgs } from 'react-router';

// i18n
export { i18n, registerNamespace, loadNamespaces, reloadNamespace, activateLocale, currentLocale } from './i18n/i18n.ts';
export { formatMoney, formatNumber, formatDate, formatFileSize, compareText } from './i18n/format.ts';
// Tashkent time (also `@tax/shared/time`, for the API and ops).
export { SITE_TIME_ZONE, tashkentClock, tashkentDay } from './time/tashkent.ts';
export {
  officeStatus,
  nextOpening,
  todayHours,
  closureOn,
  upcomingClosures,
  weekRuns,
  type WeekRun,
  type OfficeStatus,
  type NextOpening,
  type DayHours,
  type WeeklyHours,
} from './time/office-hours.ts';
export { useNow } from './ui/use-now.ts';
export { formatPhone, phoneHref } from './i18n/phone.ts';
export { hasExpired, useTashkentToday } from './i18n/validity.ts';
// Not react-i18next's Trans: no section uses it, and with its HTML parser it was 4.4 KB gzip of every first load.
export { I18nextProvider } from 'react-i18next';
export { useTranslation } from './i18n/use-translation.ts';

// Data
export { queryClient } from './query/client.ts';
export { prefetchPage, type PrefetchPlan, type PrefetchQuery } from './query/prefetch-page.ts';
export {
  QueryClientProvider,
  queryOptions,
  useQuery,
  useSuspenseQuery,
  useMutation,
  useQueryClient,
  keepPreviousData,
} from '@tanstack/react-query';
export type { UseQueryResult, QueryClient } from '@tanstack/react-query';

// API client (types from the contract; no zod in the browser)
export {
  configureApi,
  apiBaseUrl,
  onApiActivity,
  ApiError,
  isApiError,
  newIdempotencyKey,
  api,
  subscribeOperators,
  request,
  publicUrl,
  previewTokenOf,
  previewKey,
  isPreviewAnswer,
} from './api/index.ts';
export {
  achievementsQuery,
  certificatesQuery,
  companyQuery,
  partnersQuery,
  personalProductsQuery,
  regionsQuery,
  videosQuery,
  meQuery,
  ME_KEY,
  isSignedOutError,
} from './api/queries.ts';
export type {
  ApiActivityEvent,
  Api,
  SubmitOptions,
  UploadOptions,
  VacancyApplicationInput,
  FieldErrorCode,
  FormKind,
  FormReceipt,
  NewsDetailResponse,
  NewsListResponse,
  NewsSummary,
  OperatorsSnapshot,
  User,
} from './api/index.ts';

// Errors
export * from './errors/errors.ts';
export * from './errors/reload-guard.ts';

// Federation contract
export * from './federation/contract.ts';
export * from './federation/define-section.ts';
export * from './federation/registry.ts';
// Another section's widget, and a widget's strings: `@tax/shared/widgets` (kit 2.20.0); here, the same behind a lazy
// wrapper for the section versions built before.
export { RemoteWidget, SectionStrings } from './ui/lazy-parts.tsx';
export type { RemoteWidgetProps } from './federation/RemoteWidget.tsx';
export { configureKit, type KitServices } from './federation/configure.ts';
export * from './federation/loading.ts';

// Design system
export * from './ui/kit.ts';
export { theme, cssVariablesResolver, BREAKPOINTS_PX, CONTAINERS_PX } from './ui/theme.ts';
export { PageFrame, DocumentTitle, usePageHandle, type Crumb, type PageFrameProps } from './ui/PageFrame.tsx';
export { QueryState, LoadingState, ErrorState, type QueryStateProps } from './ui/QueryState.tsx';
export { LazyImage, type LazyImageProps } from './ui/LazyImage.tsx';
export { Picture, type PictureProps } from './ui/Picture.tsx';
export { PreviewNotice, usePreviewToken } from './ui/PreviewNotice.tsx';
export type { SectionStringsProps } from './ui/SectionStrings.tsx';
export { RestPending, useAfterFirstPaint, useScrollToHash } from './ui/after-first-paint.tsx';
export { deferLayout, layOutDeferred } from './ui/deferred-layout.ts';
export { focusBackAfterBusy } from './ui/focus-back.ts';
export { useEarlyInput } from './ui/early-input.ts';
export { DeferHydration } from './ui/deferred-hydration.tsx';
export { nearView, whenNear, loadWaitingParts } from './ui/near-view.tsx';
export { WaitingPartsNote, retryWaitingParts } from './ui/waiting-parts.tsx';
export { UzbekFallbackNote, FallbackText, fallbackLang, type Translatable } from './ui/UzbekFallback.tsx';
export { TOAST } from './ui/toast-settings.ts';
export { SiteOriginContext, useSiteOrigin, usePageStatus } from './ui/site-origin.ts';
export type {
  CreateRenderer,
  RenderConfig,
  RenderRequest,
  RenderResult,
  RendererOptions,
  ServerRenderer,
} from './federation/server-render.ts';
