import {
  AwardContent,
  CertificateContent,
  PartnerContent,
  SlideContent,
  StaffContent,
  VideoContent,
  type EditorialImage,
} from '@tax/shared/contract';
import { schemaResolver } from '@tax/shared/workspace-ui';
import type { EditorialItemBase } from '@tax/shared/staff-api';
import { CONTENT_LOCALES, contentErrorCodes, isLanguageEmpty, type ContentFormValues } from './form-values.ts';

/**
 * The home and about pages' parts (slides, partners, certificates, awards, staff pages) share one form model: shared
 * fields held as typed strings beside the texts per language, turned into the content the contract checks.
 */
export type SharedKind = 'text' | 'whole' | 'date' | 'optionalDate';

export interface PartSpec {
  /** Each language's fields, in the order shown. */
  texts: readonly string[];
  /** The shared fields, how each is typed, and a new item's value. */
  shared: Readonly<Record<string, { kind: SharedKind; empty: string }>>;
  /** The contract's content schema (the one the API validates with). */
  schema: Parameters<typeof schemaResolver>[0];
  /** The type takes an editor's image (`image`: null in the form when there is none, absent from the content). */
  image?: boolean;
}

export interface PartFormValues extends ContentFormValues {
  [shared: string]: unknown;
}

/** A whole number as typed: nothing is NaN (the schema's `required`), anything else not a whole number is -1 (`invalid`). */
function whole(typed: string): number {
  const digits = typed.trim();
  if (digits === '') return Number.NaN;
  return /^\d+$/.test(digits) ? Number(digits) : -1;
}

const emptyTexts = (spec: PartSpec) => Object.fromEntries(spec.texts.map((name) => [name, ''])) as Record<string, string>;

export function emptyPartValues(spec: PartSpec): PartFormValues {
  const shared = Object.fromEntries(Object.entries(spec.shared).map(([name, { empty }]) => [name, empty]));
  return {
    slug: '',
    ...shared,
    ...(spec.image ? { image: null } : {}),
    texts: { uz: emptyTexts(spec), ru: emptyTexts(spec), en: emptyTexts(spec) },
  };
}

export function partValuesFromItem(spec: PartSpec, item: Pick<EditorialItemBase, 'slug' | 'draft'>): PartFormValues {
  const draft = item.draft as Record<string, unknown> & { texts: Partial<Record<string, Record<string, string>>> };
  const shared = Object.fromEntries(Object.keys(spec.shared).map((name) => [name, draft[name] == null ? '' : String(draft[name])]));
  const texts = Object.fromEntries(CONTENT_LOCALES.map((l) => [l, { ...emptyTexts(spec), ...draft.texts[l] }]));
  const image = spec.image ? { image: (draft.image as EditorialImage | undefined) ?? null } : {};
  return { slug: item.slug, ...shared, ...image, texts: texts as PartFormValues['texts'] };
}

/** The content as the API takes it: numbers as numbers, an empty optional day as null, a language not written absent. */
export function partContentFromValues(spec: PartSpec, values: PartFormValues): Record<string, unknown> {
  const texts: Record<string, Record<string, string>> = {};
  for (const locale of CONTENT_LOCALES) {
    const own = values.texts[locale];
    if (!isLanguageEmpty(own)) texts[locale] = { ...own };
  }
  const content: Record<string, unknown> = { texts };
  for (const [name, { kind }] of Object.entries(spec.shared)) {
    const typed = String(values[name] ?? '');
    content[name] = kind === 'whole' ? whole(typed) : kind === 'optionalDate' && typed.trim() === '' ? null : typed;
  }
  if (spec.image && values.image) content.image = values.image;
  return content;
}

const resolvers = new WeakMap<PartSpec, (content: unknown) => Record<string, unknown>>();

export function partErrorCodes(spec: PartSpec, values: PartFormValues): Record<string, string> {
  let resolver = resolvers.get(spec);
  if (!resolver)
    resolvers.set(spec, (resolver = schemaResolver(spec.schema, { sync: true }) as (content: unknown) => Record<string, unknown>));
  return contentErrorCodes(resolver, partContentFromValues(spec, values), values, spec.texts[0]!);
}

/** A year ago's number for a new award (editors most often record last year's). */
const lastYear = () => String(new Date().getFullYear() - 1);

export const SLIDE_SPEC: PartSpec = {
  texts: ['title', 'text', 'linkLabel'],
  shared: { link: { kind: 'text', empty: '/' }, order: { kind: 'whole', empty: '0' } },
  schema: SlideContent,
  image: true,
};
export const PARTNER_SPEC: PartSpec = {
  texts: ['name', 'description'],
  shared: { url: { kind: 'text', empty: 'https://' }, order: { kind: 'whole', empty: '0' } },
  schema: PartnerContent,
  image: true,
};
export const CERTIFICATE_SPEC: PartSpec = {
  texts: ['title', 'issuer'],
  shared: {
    kind: { kind: 'text', empty: 'certificate' },
    number: { kind: 'text', empty: '' },
    issued: { kind: 'date', empty: '' },
    validUntil: { kind: 'optionalDate', empty: '' },
    order: { kind: 'whole', empty: '0' },
  },
  schema: CertificateContent,
  image: true,
};
export const AWARD_SPEC: PartSpec = {
  texts: ['title', 'description'],
  shared: { year: { kind: 'whole', empty: lastYear() }, order: { kind: 'whole', empty: '0' } },
  schema: AwardContent,
};
export const STAFF_SPEC: PartSpec = {
  texts: ['fio', 'position', 'biography', 'receptionHours'],
  shared: {
    group: { kind: 'text', empty: 'team' },
    order: { kind: 'whole', empty: '0' },
    phone: { kind: 'text', empty: '' },
    email: { kind: 'text', empty: '' },
  },
  schema: StaffContent,
  image: true,
};
/** A gallery video: its day (today for a new one, as for news), YouTube address and length as typed (`4:05`). */
export const VIDEO_SPEC: PartSpec = {
  texts: ['title', 'description'],
  shared: {
    date: { kind: 'date', empty: '' },
    youtube: { kind: 'text', empty: '' },
    duration: { kind: 'text', empty: '' },
  },
  schema: VideoContent,
};
