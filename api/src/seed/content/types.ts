/**
 * Shapes of the sample content seeded into the database on first start.
 * The content files in this folder export arrays of these; the seeder maps them onto tables.
 * Every text is trilingual. Uzbek (Latin script) is required; Russian and English may be left
 * out on purpose for a few items so that the API's fallback to Uzbek can be seen and tested.
 */
export type Locale = 'uz' | 'ru' | 'en';

/** A text in the three languages; `uz` is the fallback and must be present. */
export interface T {
  uz: string;
  ru?: string;
  en?: string;
}

/** ISO date, `YYYY-MM-DD`. */
export type IsoDate = string;

export type NewsTopic = 'announcements' | 'services' | 'digital' | 'legislation' | 'events';

export interface NewsSeed {
  slug: string;
  date: IsoDate;
  topic: NewsTopic;
  title: T;
  summary: T;
  /** Rich text: only <p>, <h2>, <h3>, <ul>, <ol>, <li>, <strong>, <em>, <a href>, <blockquote>. */
  body: T;
  /** Alternative text of the article's illustration (the API draws the illustration itself). */
}

export interface VideoSeed {
  slug: string;
  date: IsoDate;
  /** An 11-character YouTube video id (sample). */
  youtubeId: string;
  durationSec: number;
  title: T;
  description: T;
}

export type ServiceCategory = 'individual' | 'business';

export interface ServiceSeed {
  slug: string;
  category: ServiceCategory;
  servicename: T;
  /** Price in so'm (UZS), a whole number. */
  servicename_sum: number;
  /** What the price is for: "per document", "per month", ... */
  unit: T;
  summary: T;
  description: T;
  audience: T;
  /** What to bring, one item a line. */
  documents: T[];
  /** How long it takes, in words ("1 working day"). */
  duration: T;
  /** Higher = more used; the home page shows the most used. */
  popularity: number;
}

export interface BusinessProductSeed {
  slug: string;
  title: T;
  summary: T;
  /** Rich text, as for news bodies. */
  details: T;
  features: T[];
  /** Monthly price in so'm, or null when priced on request. */
  price: number | null;
}

export interface PersonalProductSeed {
  slug: string;
  title: T;
  description: T;
  price: number;
  unit: T;
  /** The service this product orders, by ServiceSeed.slug. */
  serviceSlug: string;
}

export type StaffGroup = 'leadership' | 'management' | 'team';

export interface StaffSeed {
  slug: string;
  /** Full name as written in each language's script (fictional people). */
  fio: T;
  position: T;
  group: StaffGroup;
  order: number;
  biography: T;
  reception_hours: T;
  phone_number: string;
  email: string;
}

export interface DepartmentSeed {
  slug: string;
  name: T;
  description: T;
  /** StaffSeed.slug of the head, if any. */
  headSlug: string | null;
  phone_number: string;
}

export interface StructureNodeSeed {
  id: string;
  parentId: string | null;
  name: T;
  order: number;
}

export interface CertificateSeed {
  slug: string;
  kind: 'licence' | 'certificate';
  title: T;
  issuer: T;
  number: string;
  issued: IsoDate;
  validUntil: IsoDate | null;
}

export interface AwardSeed {
  slug: string;
  year: number;
  title: T;
  description: T;
}

export interface AchievementSeed {
  key: string;
  value: number;
  /** Unit shown after the number, if any ("%", "+"). */
  suffix: string;
  label: T;
}

export interface PartnerSeed {
  slug: string;
  name: T;
  url: string;
  description: T;
}

export interface DocumentSectionSeed {
  /** Anchor id, lowercase ASCII with dashes. */
  id: string;
  heading: T;
  /** Rich text, as for news bodies. */
  body: T;
}

export interface DocumentSeed {
  slug: 'ustav' | 'oferta' | 'privacy' | 'accessibility';
  title: T;
  version: string;
  updated: IsoDate;
  sections: DocumentSectionSeed[];
}

/** Which table an open data set is generated from (the CSV and JSON come from the database). */
export type OpenDataSource = 'regions' | 'offices' | 'services' | 'tax_statistics' | 'vacancies';

export interface OpenDataSeed {
  slug: string;
  source: OpenDataSource;
  title: T;
  description: T;
  updated: IsoDate;
}

export interface OfficeHoursSeed {
  /** Monday..Friday opening, "HH:MM" in Tashkent time (UTC+5). */
  weekdays: { open: string; close: string };
  /** Saturday, or null when closed. */
  saturday: { open: string; close: string } | null;
  /** Lunch break, or null. */
  lunch: { start: string; end: string } | null;
}

export interface OfficeSeed {
  slug: string;
  kind: 'centre' | 'office';
  name: T;
  address: T;
  /** +998 and nine digits, e.g. "+998712021198". */
  phone_number: string;
  email: string;
  office_hours: OfficeHoursSeed;
  lat: number;
  lng: number;
}

export type RegionCode =
  | 'andijan'
  | 'karakalpakstan'
  | 'bukhara'
  | 'fergana'
  | 'jizzakh'
  | 'namangan'
  | 'navoi'
  | 'kashkadarya'
  | 'samarkand'
  | 'sirdarya'
  | 'surkhandarya'
  | 'tashkent-city'
  | 'tashkent-region'
  | 'khorezm';

export interface RegionSeed {
  code: RegionCode;
  name: T;
  /** Tashkent city is its own group; Karakalpakstan goes with the regions. */
  group: 'tashkent-city' | 'regions';
  /** Administrative centre. */
  centre: T;
  lat: number;
  lng: number;
  offices: OfficeSeed[];
}

export interface VacancySeed {
  slug: string;
  title: T;
  region: RegionCode;
  employment: T;
  /** Monthly salary range in so'm, or null when negotiable. */
  salary: { from: number; to: number } | null;
  duties: T[];
  requirements: T[];
  deadline: IsoDate;
  status: 'open' | 'closed';
  published: IsoDate;
}

export interface SlideSeed {
  slug: string;
  title: T;
  text: T;
  /** A site path without locale prefix, e.g. "/services/e-invoice". */
  link: string;
  linkLabel: T;
  order: number;
}

export interface TaxStatSeriesSeed {
  key: string;
  title: T;
  unit: T;
  /** Monthly points, oldest first: { month: "YYYY-MM", value }. */
  points: { month: string; value: number }[];
}

export interface MobileAppSeed {
  name: T;
  description: T;
  appStoreUrl: string;
  googlePlayUrl: string;
}

export interface CompanyProfileSeed {
  name: T;
  shortName: T;
  /** Short introduction for the about page. */
  intro: T;
  /** The full profile (rich text) for /about/details. */
  details: T;
  mission: T;
  founded: IsoDate;
  address: T;
  phone_number: string;
  callCentre: string;
  email: string;
  office_hours: OfficeHoursSeed;
  lat: number;
  lng: number;
  /** Key figures for the about page's graph: year -> value. */
  keyFigures: { key: string; title: T; unit: T; points: { year: number; value: number }[] }[];
}
