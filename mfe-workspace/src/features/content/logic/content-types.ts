import { CERTIFICATE_KINDS, NEWS_TOPICS, REGION_CODES, SERVICE_CATEGORIES, STAFF_GROUPS } from '@tax/shared/contract';
import type {
  DocumentEditorial,
  EditorialItemBase,
  EditorialType,
  NewsEditorial,
  OfficeEditorial,
  ProductEditorial,
  ServiceEditorial,
  VacancyEditorial,
} from '@tax/shared/staff-api';
import {
  documentContentFromValues,
  documentErrorCodes,
  documentValuesFromItem,
  emptyDocumentValues,
  type DocumentFormValues,
} from './document-values.ts';
import {
  contentFromValues,
  emptyNewsValues,
  newsErrorCodes,
  tashkentToday,
  valuesFromItem,
  type ContentFormValues,
  type NewsFormValues,
} from './form-values.ts';
import {
  emptyVacancyValues,
  vacancyContentFromValues,
  vacancyErrorCodes,
  vacancyFormPath,
  vacancyValuesFromItem,
  type VacancyFormValues,
} from './vacancy-values.ts';
import {
  emptyServiceValues,
  serviceContentFromValues,
  serviceErrorCodes,
  serviceValuesFromItem,
  type ServiceFormValues,
} from './service-values.ts';
import {
  AWARD_SPEC,
  CERTIFICATE_SPEC,
  PARTNER_SPEC,
  SLIDE_SPEC,
  STAFF_SPEC,
  VIDEO_SPEC,
  emptyPartValues,
  partContentFromValues,
  partErrorCodes,
  partValuesFromItem,
  type PartFormValues,
  type PartSpec,
} from './part-values.ts';
import {
  emptyOfficeValues,
  officeContentFromValues,
  officeErrorCodes,
  officeFormPath,
  officeValuesFromItem,
  type OfficeFormValues,
} from './office-values.ts';
import {
  emptyProductValues,
  productContentFromValues,
  productErrorCodes,
  productValuesFromItem,
  type ProductFormValues,
} from './product-values.ts';

/**
 * What the workspace's generic list and editor shell need of one content type, beside its field components
 * (components/content-types.tsx): its form values from and to the API's content, checked by the contract's schema.
 */
export interface ContentTypeLogic<V extends ContentFormValues = ContentFormValues> {
  type: EditorialType;
  /** Each language's fields, in the order shown (the first is the one "nothing written" marks). */
  textFields: readonly string[];
  /** Of those, the rich texts (compared as their plain words in a conflict). */
  richFields: readonly string[];
  /** The shared (not per-language) fields, at the top of the form values. */
  sharedFields: readonly string[];
  /** The list's own filters beside state, language and words: the query key and the values it takes. */
  filters: Readonly<Record<string, readonly string[]>>;
  empty: (now?: Date) => V;
  fromItem: (item: EditorialItemBase) => V;
  /** The content as the API takes it (a language nobody wrote in is absent). */
  toContent: (values: V) => unknown;
  /** Error codes by form path, from the contract's schemas (the ones the API validates with). */
  errorCodes: (values: V) => Record<string, string>;
  /** The public page of an item (no locale prefix), or null when it has none of its own. */
  publicPath: (slug: string) => string | null;
  /** The public page can show a draft (a preview link). */
  preview: boolean;
  /** The form's path of a field the API names (`salary.to` → `salaryTo`); default: the same. */
  formPath?: (path: string) => string;
}

export const newsLogic: ContentTypeLogic<NewsFormValues> = {
  type: 'news',
  textFields: ['title', 'summary', 'body'],
  richFields: ['body'],
  sharedFields: ['date', 'topic'],
  filters: { topic: NEWS_TOPICS },
  empty: emptyNewsValues,
  fromItem: (item) => valuesFromItem(item as NewsEditorial),
  toContent: contentFromValues,
  errorCodes: newsErrorCodes,
  publicPath: (slug) => `/news/${slug}`,
  preview: true,
};

/** The legal documents: only the four public ones exist (no new ones); a preview opens the document's page. */
export const documentLogic: ContentTypeLogic<DocumentFormValues> = {
  type: 'document',
  textFields: ['title', 'body'],
  richFields: ['body'],
  sharedFields: ['version', 'effective'],
  filters: {},
  empty: emptyDocumentValues,
  fromItem: (item) => documentValuesFromItem(item as DocumentEditorial),
  toContent: documentContentFromValues,
  errorCodes: documentErrorCodes,
  publicPath: (slug) => `/${slug}`,
  preview: true,
};

export const vacancyLogic: ContentTypeLogic<VacancyFormValues> = {
  type: 'vacancies',
  textFields: ['title', 'employment', 'duties', 'requirements'],
  richFields: [],
  sharedFields: ['region', 'salaryFrom', 'salaryTo', 'deadline'],
  filters: { region: REGION_CODES },
  empty: emptyVacancyValues,
  fromItem: (item) => vacancyValuesFromItem(item as VacancyEditorial),
  toContent: vacancyContentFromValues,
  errorCodes: vacancyErrorCodes,
  publicPath: (slug) => `/vacancy/${slug}`,
  preview: true,
  formPath: vacancyFormPath,
};

export const serviceLogic: ContentTypeLogic<ServiceFormValues> = {
  type: 'services',
  textFields: ['title', 'unit', 'summary', 'description', 'audience', 'documents', 'duration'],
  richFields: [],
  sharedFields: ['category', 'price'],
  filters: { category: SERVICE_CATEGORIES },
  empty: emptyServiceValues,
  fromItem: (item) => serviceValuesFromItem(item as ServiceEditorial),
  toContent: serviceContentFromValues,
  errorCodes: serviceErrorCodes,
  publicPath: (slug) => `/services/${slug}`,
  preview: true,
};

/** One of the home and about pages' parts (part-values.ts); those whose page shows a draft turn `preview` on. */
function partLogic(type: EditorialType, spec: PartSpec, more: Pick<ContentTypeLogic, 'filters' | 'publicPath'>): ContentTypeLogic {
  return {
    type,
    textFields: spec.texts,
    richFields: type === 'staff' ? ['biography'] : [],
    sharedFields: Object.keys(spec.shared),
    empty: () => emptyPartValues(spec),
    fromItem: (item) => partValuesFromItem(spec, item),
    toContent: (values) => partContentFromValues(spec, values as PartFormValues),
    errorCodes: (values) => partErrorCodes(spec, values as PartFormValues),
    preview: false,
    ...more,
  };
}

export const slideLogic = { ...partLogic('slides', SLIDE_SPEC, { filters: {}, publicPath: () => '/' }), preview: true };
export const partnerLogic = { ...partLogic('partners', PARTNER_SPEC, { filters: {}, publicPath: () => '/about' }), preview: true };
export const certificateLogic = {
  ...partLogic('certificates', CERTIFICATE_SPEC, { filters: { kind: CERTIFICATE_KINDS }, publicPath: () => '/about' }),
  preview: true,
};
export const awardLogic = { ...partLogic('awards', AWARD_SPEC, { filters: {}, publicPath: () => '/about' }), preview: true };
// A staff member's own page, the home slider and the about page's partners, certificates and awards show a draft in
// a preview (the home page's partner and certificate bands do not: their preview opens /about).
export const staffLogic = {
  ...partLogic('staff', STAFF_SPEC, { filters: { group: STAFF_GROUPS }, publicPath: (slug) => `/staff/${slug}` }),
  preview: true,
};
/** Videos: the gallery on the news page (and the about page); a preview opens the news page's gallery. */
export const videoLogic = {
  ...partLogic('videos', VIDEO_SPEC, { filters: {}, publicPath: () => '/news' }),
  empty: (now?: Date) => ({ ...emptyPartValues(VIDEO_SPEC), date: tashkentToday(now) }),
  preview: true,
};
/** Offices: no page of their own (the contacts page lists them all, each with its hours and closures; a preview opens it). */
export const officeLogic: ContentTypeLogic<OfficeFormValues> = {
  type: 'offices',
  textFields: ['name', 'address'],
  richFields: [],
  sharedFields: ['region', 'kind', 'phones', 'email', 'lat', 'lng', 'week', 'holidays', 'closures'],
  filters: { region: REGION_CODES },
  empty: emptyOfficeValues,
  fromItem: (item) => officeValuesFromItem(item as OfficeEditorial),
  toContent: officeContentFromValues,
  errorCodes: officeErrorCodes,
  publicPath: () => '/contacts',
  preview: true,
  formPath: officeFormPath,
};

/** Business products: the details page takes its product in the address's query. */
export const productLogic: ContentTypeLogic<ProductFormValues> = {
  type: 'products',
  textFields: ['title', 'summary', 'details', 'features'],
  richFields: [],
  sharedFields: ['price'],
  filters: {},
  empty: emptyProductValues,
  fromItem: (item) => productValuesFromItem(item as ProductEditorial),
  toContent: productContentFromValues,
  errorCodes: productErrorCodes,
  publicPath: (slug) => `/business/products/details?product=${slug}`,
  preview: true,
};

const LOGIC: Record<EditorialType, ContentTypeLogic> = {
  news: newsLogic as unknown as ContentTypeLogic,
  vacancies: vacancyLogic as unknown as ContentTypeLogic,
  services: serviceLogic as unknown as ContentTypeLogic,
  document: documentLogic as unknown as ContentTypeLogic,
  slides: slideLogic,
  partners: partnerLogic,
  certificates: certificateLogic,
  awards: awardLogic,
  staff: staffLogic,
  offices: officeLogic as unknown as ContentTypeLogic,
  products: productLogic as unknown as ContentTypeLogic,
  videos: videoLogic,
};

export function contentTypeLogic(type: EditorialType): ContentTypeLogic {
  return LOGIC[type];
}
