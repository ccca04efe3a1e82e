/** Response shapes of the content endpoints (and their query strings). */
import * as z from 'zod/mini';
import { allowedCharacters, Image, IsoDate, LocaleMeta, LocaleQuery, OfficeHours, PageMeta, PageQuery } from './common.ts';
import { REGION_CODES, RegionCode } from './forms.ts';

// ---------------------------------------------------------------- news, videos, slides

import { NEWS_TOPICS } from './values.ts';

export { NEWS_TOPICS } from './values.ts';
export const NewsTopic = z.enum(NEWS_TOPICS);

export const NewsListQuery = z.object({
  ...LocaleQuery,
  ...PageQuery,
  year: z.optional(z.coerce.number().check(z.refine(Number.isInteger), z.gte(2000), z.lte(2100))),
  topic: z.optional(NewsTopic),
});
export type NewsListQuery = z.input<typeof NewsListQuery>;

export const NewsSummary = z.object({
  slug: z.string(),
  date: IsoDate,
  topic: NewsTopic,
  title: z.string(),
  summary: z.string(),
  image: Image,
  ...LocaleMeta,
});
export type NewsSummary = z.infer<typeof NewsSummary>;

export const NewsListResponse = z.object({
  items: z.array(NewsSummary),
  ...PageMeta,
  /** Years that have news, newest first (for the year filter). */
  years: z.array(z.number()),
  topics: z.array(NewsTopic),
});
export type NewsListResponse = z.infer<typeof NewsListResponse>;

export const NewsLink = z.object({ slug: z.string(), title: z.string(), date: IsoDate });

export const NewsDetail = z.object({
  slug: z.string(),
  date: IsoDate,
  topic: NewsTopic,
  title: z.string(),
  summary: z.string(),
  /** Sanitized HTML: p, h2, h3, ul, ol, li, strong, em, a[href], blockquote. */
  body: z.string(),
  image: Image,
  /** The link preview's picture (1200×630 JPEG) of an editor's image; absent: the site's card. */
  ogImage: z.optional(z.string()),
  /** The article's YouTube video (its id and the privacy-enhanced player's address); absent: none. */
  video: z.optional(z.object({ youtubeId: z.string(), embedUrl: z.string() })),
  ...LocaleMeta,
});
/** `preview`: an editor's preview token (POST /staff/editorial/news/{id}/preview). */
export const NewsDetailQuery = z.object({ ...LocaleQuery, preview: z.optional(z.string().check(z.maxLength(1000))) });
export const NewsDetailResponse = z.object({
  item: NewsDetail,
  /** True when this is an editor's preview of a draft (never cached, never shown to anyone without the token). */
  preview: z.optional(z.boolean()),
  /** The next older article. */
  previous: z.nullable(NewsLink),
  /** The next newer article. */
  next: z.nullable(NewsLink),
  related: z.array(NewsSummary),
});
export type NewsDetailResponse = z.infer<typeof NewsDetailResponse>;

export const Video = z.object({
  slug: z.string(),
  date: IsoDate,
  youtubeId: z.string(),
  embedUrl: z.string(),
  durationSec: z.number(),
  title: z.string(),
  description: z.string(),
  thumbnail: Image,
  ...LocaleMeta,
});
export const VideoListQuery = z.object({ ...LocaleQuery, ...PageQuery });
export const VideoListResponse = z.object({ items: z.array(Video), ...PageMeta });
export type VideoListResponse = z.infer<typeof VideoListResponse>;

export const Slide = z.object({
  slug: z.string(),
  title: z.string(),
  text: z.string(),
  link: z.string(),
  linkLabel: z.string(),
  order: z.number(),
  image: Image,
  ...LocaleMeta,
});
export const SlideListResponse = z.object({ items: z.array(Slide) });
export type SlideListResponse = z.infer<typeof SlideListResponse>;

// ---------------------------------------------------------------- services and products

export const ServiceCategory = z.enum(['individual', 'business']);
export const ServiceListQuery = z.object({
  ...LocaleQuery,
  ...PageQuery,
  category: z.optional(ServiceCategory),
  /** `popular` (default), `name` or `price`. */
  sort: z.optional(z.enum(['popular', 'name', 'price'])),
});
export type ServiceListQuery = z.input<typeof ServiceListQuery>;

export const Service = z.object({
  slug: z.string(),
  category: ServiceCategory,
  servicename: z.string(),
  /** Price in so'm. */
  servicename_sum: z.number(),
  unit: z.string(),
  summary: z.string(),
  description: z.string(),
  audience: z.string(),
  documents: z.array(z.string()),
  duration: z.string(),
  popularity: z.number(),
  ...LocaleMeta,
});
export type Service = z.infer<typeof Service>;
export const ServiceListResponse = z.object({ items: z.array(Service), ...PageMeta });
export type ServiceListResponse = z.infer<typeof ServiceListResponse>;
export const ServiceResponse = z.object({ item: Service });

export const BusinessProduct = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Sanitized HTML. */
  details: z.string(),
  features: z.array(z.string()),
  /** Monthly price in so'm; null when priced on request. */
  price: z.nullable(z.number()),
  ...LocaleMeta,
});
export const BusinessProductListResponse = z.object({ items: z.array(BusinessProduct) });
export type BusinessProductListResponse = z.infer<typeof BusinessProductListResponse>;
export const BusinessProductResponse = z.object({ item: BusinessProduct });

export const PersonalProduct = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  unit: z.string(),
  serviceSlug: z.string(),
  ...LocaleMeta,
});
export const PersonalProductListResponse = z.object({ items: z.array(PersonalProduct) });
export type PersonalProductListResponse = z.infer<typeof PersonalProductListResponse>;
export const PersonalProductResponse = z.object({ item: PersonalProduct });

// ---------------------------------------------------------------- company

export const KeyFigure = z.object({
  key: z.string(),
  title: z.string(),
  unit: z.string(),
  points: z.array(z.object({ year: z.number(), value: z.number() })),
});
export const CompanyProfile = z.object({
  name: z.string(),
  shortName: z.string(),
  intro: z.string(),
  /** Sanitized HTML. */
  details: z.string(),
  mission: z.string(),
  founded: IsoDate,
  address: z.string(),
  phone_number: z.string(),
  callCentre: z.string(),
  email: z.string(),
  office_hours: OfficeHours,
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  keyFigures: z.array(KeyFigure),
  ...LocaleMeta,
});
export const CompanyProfileResponse = z.object({ item: CompanyProfile });
export type CompanyProfileResponse = z.infer<typeof CompanyProfileResponse>;

export const StaffGroup = z.enum(['leadership', 'management', 'team']);
export const StaffListQuery = z.object({ ...LocaleQuery, group: z.optional(StaffGroup) });
export const StaffMember = z.object({
  slug: z.string(),
  fio: z.string(),
  position: z.string(),
  group: StaffGroup,
  order: z.number(),
  photo: Image,
  /** Sanitized HTML (p, lists, links…), as a news body. */
  biography: z.string(),
  reception_hours: z.string(),
  phone_number: z.string(),
  email: z.string(),
  ...LocaleMeta,
});
export const StaffListResponse = z.object({ items: z.array(StaffMember) });
export type StaffListResponse = z.infer<typeof StaffListResponse>;
export const StaffResponse = z.object({ item: StaffMember });

export const Department = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  head: z.nullable(z.object({ slug: z.string(), fio: z.string(), position: z.string() })),
  phone_number: z.string(),
  ...LocaleMeta,
});
export const DepartmentListResponse = z.object({ items: z.array(Department) });
export type DepartmentListResponse = z.infer<typeof DepartmentListResponse>;

export interface StructureNode {
  id: string;
  name: string;
  order: number;
  locale: 'uz' | 'ru' | 'en';
  translated: boolean;
  children: StructureNode[];
}
export const StructureNode: z.ZodMiniType<StructureNode> = z.object({
  id: z.string(),
  name: z.string(),
  order: z.number(),
  ...LocaleMeta,
  get children() {
    return z.array(StructureNode);
  },
});
export const StructureResponse = z.object({ items: z.array(StructureNode) });
export type StructureResponse = z.infer<typeof StructureResponse>;

export const Certificate = z.object({
  slug: z.string(),
  kind: z.enum(['licence', 'certificate']),
  title: z.string(),
  issuer: z.string(),
  number: z.string(),
  issued: IsoDate,
  validUntil: z.nullable(IsoDate),
  image: Image,
  ...LocaleMeta,
});
export const CertificateListResponse = z.object({ items: z.array(Certificate) });
export type CertificateListResponse = z.infer<typeof CertificateListResponse>;

export const Award = z.object({ slug: z.string(), year: z.number(), title: z.string(), description: z.string(), ...LocaleMeta });
export const AwardListResponse = z.object({ items: z.array(Award) });
export type AwardListResponse = z.infer<typeof AwardListResponse>;

export const Achievement = z.object({ key: z.string(), value: z.number(), suffix: z.string(), label: z.string(), ...LocaleMeta });
export const AchievementListResponse = z.object({ items: z.array(Achievement) });
export type AchievementListResponse = z.infer<typeof AchievementListResponse>;

export const Partner = z.object({
  slug: z.string(),
  name: z.string(),
  url: z.string(),
  description: z.string(),
  logo: Image,
  ...LocaleMeta,
});
export const PartnerListResponse = z.object({ items: z.array(Partner) });
export type PartnerListResponse = z.infer<typeof PartnerListResponse>;

export const DocumentSlug = z.enum(['ustav', 'oferta', 'privacy', 'accessibility']);
export const LegalDocument = z.object({
  slug: DocumentSlug,
  title: z.string(),
  version: z.string(),
  updated: IsoDate,
  sections: z.array(z.object({ id: z.string(), heading: z.string(), body: z.string() })),
  ...LocaleMeta,
});
/** A version of a document: its label and the day it came into force. */
export const DocumentVersionRef = z.object({ version: z.string(), effective: IsoDate });
export type DocumentVersionRef = z.infer<typeof DocumentVersionRef>;
/** The current version, and the versions it replaced (latest first), each readable at its own address. */
export const DocumentResponse = z.object({ item: LegalDocument, previous: z.array(DocumentVersionRef) });
/** A version's label as it appears in its address (`/documents/ustav/versions/2.1`). */
export const DocumentVersionLabel = z.string().check(z.regex(/^[0-9A-Za-z][0-9A-Za-z._-]{0,31}$/));
/** A previous version whole (`item.version`, `item.updated`: its label and effective day), and the current one's. */
export const DocumentVersionResponse = z.object({ item: LegalDocument, current: DocumentVersionRef });
export type DocumentResponse = z.infer<typeof DocumentResponse>;

export const OpenDataSet = z.object({
  slug: z.string(),
  source: z.string(),
  title: z.string(),
  description: z.string(),
  updated: IsoDate,
  rows: z.number(),
  downloads: z.array(z.object({ format: z.enum(['csv', 'json']), url: z.string() })),
  ...LocaleMeta,
});
export const OpenDataListResponse = z.object({ items: z.array(OpenDataSet) });
export type OpenDataListResponse = z.infer<typeof OpenDataListResponse>;

export const MobileApp = z.object({
  name: z.string(),
  description: z.string(),
  appStoreUrl: z.string(),
  googlePlayUrl: z.string(),
  ...LocaleMeta,
});
export const MobileAppResponse = z.object({ item: MobileApp });
export type MobileAppResponse = z.infer<typeof MobileAppResponse>;

// ---------------------------------------------------------------- regions, offices, vacancies

export const RegionGroupKey = z.enum(['tashkent-city', 'regions']);
export const Office = z.object({
  slug: z.string(),
  kind: z.enum(['centre', 'office']),
  name: z.string(),
  region: RegionCode,
  /** The region's name in the requested locale. */
  region_name: z.string(),
  address: z.string(),
  phone_number: z.string(),
  /** Every number of the office, phone_number first. */
  phones: z.optional(z.array(z.string())),
  email: z.string(),
  office_hours: OfficeHours,
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  ...LocaleMeta,
});
export const Region = z.object({
  code: RegionCode,
  name: z.string(),
  group: RegionGroupKey,
  centre: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  offices: z.array(Office),
  ...LocaleMeta,
});
export type Region = z.infer<typeof Region>;
export const RegionListQuery = z.object({ ...LocaleQuery, group: z.optional(RegionGroupKey) });
export const RegionListResponse = z.object({
  items: z.array(Region),
  /** The same regions grouped: Tashkent city, then Karakalpakstan with the regions. */
  groups: z.array(z.object({ key: RegionGroupKey, regions: z.array(RegionCode) })),
});
export type RegionListResponse = z.infer<typeof RegionListResponse>;
export const RegionResponse = z.object({ item: Region });
export const RegionParams = z.object({ code: z.enum(REGION_CODES) });

export const VacancyListQuery = z.object({
  ...LocaleQuery,
  ...PageQuery,
  region: z.optional(RegionCode),
  /** `open`, `closed` or `all` (default). */
  status: z.optional(z.enum(['open', 'closed', 'all'])),
});
export type VacancyListQuery = z.input<typeof VacancyListQuery>;
export const Vacancy = z.object({
  slug: z.string(),
  title: z.string(),
  region: z.object({ code: RegionCode, name: z.string() }),
  employment: z.string(),
  salary: z.nullable(z.object({ from: z.number(), to: z.number() })),
  duties: z.array(z.string()),
  requirements: z.array(z.string()),
  deadline: IsoDate,
  published: IsoDate,
  status: z.enum(['open', 'closed']),
  /** True when the vacancy is closed or its deadline has passed: applications are refused. */
  closed: z.boolean(),
  ...LocaleMeta,
});
export const VacancyListResponse = z.object({ items: z.array(Vacancy), ...PageMeta });
export type VacancyListResponse = z.infer<typeof VacancyListResponse>;
export const VacancyResponse = z.object({ item: Vacancy });

// ---------------------------------------------------------------- statistics, operators, search

export const TaxStatQuery = z.object({
  ...LocaleQuery,
  key: z.optional(z.string().check(z.maxLength(100), allowedCharacters())),
  from: z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/))),
  to: z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/))),
});
export const TaxStatSeries = z.object({
  key: z.string(),
  title: z.string(),
  unit: z.string(),
  points: z.array(z.object({ month: z.string(), value: z.number() })),
  ...LocaleMeta,
});
export const TaxStatResponse = z.object({ items: z.array(TaxStatSeries) });
export type TaxStatResponse = z.infer<typeof TaxStatResponse>;

export const OperatorStatus = z.enum(['free', 'busy', 'offline']);
export const Operator = z.object({ id: z.string(), name: z.string(), status: OperatorStatus, since: z.string() });
export const OperatorsSnapshot = z.object({
  operators: z.array(Operator),
  free: z.number(),
  busy: z.number(),
  offline: z.number(),
  updatedAt: z.string(),
});
export type OperatorsSnapshot = z.infer<typeof OperatorsSnapshot>;

/** What the telephony system posts (bearer token). Operators not listed keep their state. */
export const OperatorsIngestBody = z.object({
  operators: z
    .array(
      z.object({
        id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
        name: z.optional(z.string().check(z.minLength(1), z.maxLength(200), allowedCharacters())),
        status: OperatorStatus,
      }),
    )
    .check(z.minLength(1), z.maxLength(500)),
});
export type OperatorsIngestBody = z.input<typeof OperatorsIngestBody>;

export const SEARCH_KINDS = ['news', 'service', 'vacancy', 'staff', 'document', 'office'] as const;
export const SearchKind = z.enum(SEARCH_KINDS);
export const SearchQuery = z.object({
  ...LocaleQuery,
  ...PageQuery,
  q: z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(200, { error: 'too_long' })),
  kind: z.optional(SearchKind),
});
export type SearchQuery = z.input<typeof SearchQuery>;
export const SearchHit = z.object({
  kind: SearchKind,
  slug: z.string(),
  title: z.string(),
  /** HTML-escaped text in which the matches are wrapped in <mark>. */
  snippet: z.string(),
  /** Site path of the result without a locale prefix, e.g. /news/{slug}. */
  path: z.string(),
  rank: z.number(),
  ...LocaleMeta,
});
export const SearchResponse = z.object({
  query: z.string(),
  items: z.array(SearchHit),
  ...PageMeta,
  /** Number of matches of each kind (for the result tabs), regardless of `kind`. */
  groups: z.array(z.object({ kind: SearchKind, total: z.number() })),
  /**
   * "all": the hits have every word of the query; "any": no page had them all, so these have some of them (most
   * first). Absent from an API older than kit 2.4.0: read as "all".
   */
  match: z.optional(z.enum(['all', 'any'])),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

export const HealthResponse = z.object({ status: z.literal('ok') });
/** `shell`: only from the API inside the site server: whether that server has a shell to serve pages with. */
export const ReadyResponse = z.object({ status: z.enum(['ready', 'unavailable']), database: z.boolean(), shell: z.optional(z.boolean()) });
