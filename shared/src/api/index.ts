/**
 * The typed API client of the site. Types come from `@tax/shared/contract` (type-only imports, so
 * the browser does not load zod for them). Call `configureApi({ baseUrl })` once at start-up.
 */
export {
  configureApi,
  apiBaseUrl,
  onApiActivity,
  ApiError,
  isApiError,
  newIdempotencyKey,
  request,
  buildUrl,
  publicUrl,
  ACCEPT,
} from './client.ts';
export type { ApiConfig, ApiActivityEvent, RequestOptions } from './client.ts';
export { api } from './endpoints.ts';
export { previewTokenOf, previewKey, isPreviewAnswer } from './preview.ts';
export type { Api, SubmitOptions, UploadOptions, VacancyApplicationInput } from './endpoints.ts';
export { subscribeOperators } from './operators.ts';
export type { SubscribeOperatorsOptions } from './operators.ts';
export type {
  BodyOf,
  EndpointName,
  ErrorBody,
  FieldErrorCode,
  FormKind,
  FormReceipt,
  Locale,
  NewsDetailResponse,
  NewsListResponse,
  NewsSummary,
  OperatorsSnapshot,
  QueryOf,
  ResponseOf,
  User,
} from '../contract/index.ts';
