import type { ComponentType } from 'react';
import { useTranslation } from '@tax/shared';
import { Select, Table } from '@tax/shared/workspace-ui';
import { CERTIFICATE_KINDS, NEWS_TOPICS, SERVICE_CATEGORIES, STAFF_GROUPS } from '@tax/shared/contract';
import type { EditorialSummaryBase, EditorialType } from '@tax/shared/staff-api';
import { useDate, useSum } from '../../../lib/format.ts';
import { contentTypeLogic, type ContentTypeLogic } from '../logic/content-types.ts';
import type { ContentFilters } from '../logic/list-filters.ts';
import type { ContentFieldsProps } from './FieldParts.tsx';
import { DocumentFields } from './DocumentFields.tsx';
import { NewsFields } from './NewsFields.tsx';
import { OfficeFields } from './OfficeFields.tsx';
import { ProductFields } from './ProductFields.tsx';
import { ServiceFields } from './ServiceFields.tsx';
import { VacancyFields, useRegionOptions } from './VacancyFields.tsx';
import { AwardFields, CertificateFields, PartnerFields, SlideFields, StaffFields, VideoFields } from './PartFields.tsx';

/** A list row as the API answers it: the common fields and the type's own (news: date, topic). */
export type ContentRow = EditorialSummaryBase & Record<string, unknown>;

/** One type in the workspace: its logic (form values, checks), its fields, and its own list columns and filters. */
export interface ContentTypeUi {
  logic: ContentTypeLogic;
  Fields: ComponentType<ContentFieldsProps>;
  /** Header labels of the list's own columns (beside title, languages and last saved). */
  columns: (t: (key: string) => string) => string[];
  /** The cells of those columns for one row. */
  Cells: ComponentType<{ item: ContentRow }>;
  /** False: no new items of this type (the legal documents are the four there are). */
  canCreate?: boolean;
  /** The list's own filters (beside words, state and language). */
  Filters?: ComponentType<{ filters: ContentFilters; set: (patch: Partial<ContentFilters>) => void }>;
}

function NewsCells({ item }: { item: ContentRow }) {
  const { t } = useTranslation('workspace');
  const date = useDate();
  return (
    <>
      <Table.Td>{date(String(item.date))}</Table.Td>
      <Table.Td>{t(`content.topics.${String(item.topic)}`)}</Table.Td>
    </>
  );
}

function NewsFilters({ filters, set }: { filters: ContentFilters; set: (patch: Partial<ContentFilters>) => void }) {
  const { t } = useTranslation('workspace');
  return (
    <Select
      label={t('content.fields.topic')}
      data={[
        { value: '', label: t('content.anyTopic') },
        ...NEWS_TOPICS.map((topic) => ({ value: topic, label: t(`content.topics.${topic}`) })),
      ]}
      value={String(filters.topic ?? '')}
      onChange={(value) => set({ topic: value || undefined })}
      allowDeselect={false}
      data-testid="content-filter-topic"
    />
  );
}

function DocumentCells({ item }: { item: ContentRow }) {
  const date = useDate();
  return (
    <>
      <Table.Td>{String(item.versionLabel)}</Table.Td>
      <Table.Td>{date(String(item.effective))}</Table.Td>
    </>
  );
}

function VacancyCells({ item }: { item: ContentRow }) {
  const date = useDate();
  const regions = useRegionOptions();
  return (
    <>
      <Table.Td>{regions.find((r) => r.value === item.region)?.label ?? String(item.region)}</Table.Td>
      <Table.Td>{date(String(item.deadline))}</Table.Td>
    </>
  );
}

function VacancyFilters({ filters, set }: { filters: ContentFilters; set: (patch: Partial<ContentFilters>) => void }) {
  const { t } = useTranslation('workspace');
  const regions = useRegionOptions();
  return (
    <Select
      label={t('content.fields.region')}
      data={[{ value: '', label: t('content.anyRegion') }, ...regions]}
      value={String(filters.region ?? '')}
      onChange={(value) => set({ region: value || undefined })}
      allowDeselect={false}
      data-testid="content-filter-region"
    />
  );
}

function ServiceCells({ item }: { item: ContentRow }) {
  const { t } = useTranslation('workspace');
  const sum = useSum();
  return (
    <>
      <Table.Td>{t(`content.categories.${String(item.category)}`)}</Table.Td>
      <Table.Td>{sum(Number(item.price))}</Table.Td>
    </>
  );
}

function ServiceFilters({ filters, set }: { filters: ContentFilters; set: (patch: Partial<ContentFilters>) => void }) {
  const { t } = useTranslation('workspace');
  return (
    <Select
      label={t('content.fields.category')}
      data={[
        { value: '', label: t('content.anyCategory') },
        ...SERVICE_CATEGORIES.map((category) => ({ value: category, label: t(`content.categories.${category}`) })),
      ]}
      value={String(filters.category ?? '')}
      onChange={(value) => set({ category: value || undefined })}
      allowDeselect={false}
      data-testid="content-filter-category"
    />
  );
}

/** The place in the public list (every part has one). */
function OrderCell({ item }: { item: ContentRow }) {
  return <Table.Td>{String(item.order)}</Table.Td>;
}

function SlideCells({ item }: { item: ContentRow }) {
  return (
    <>
      <Table.Td>{String(item.link)}</Table.Td>
      <OrderCell item={item} />
    </>
  );
}

function PartnerCells({ item }: { item: ContentRow }) {
  return (
    <>
      <Table.Td>{String(item.url)}</Table.Td>
      <OrderCell item={item} />
    </>
  );
}

function CertificateCells({ item }: { item: ContentRow }) {
  const { t } = useTranslation('workspace');
  const date = useDate();
  return (
    <>
      <Table.Td>{t(`content.certificateKinds.${String(item.kind)}`)}</Table.Td>
      <Table.Td>{date(String(item.issued))}</Table.Td>
      <Table.Td>{item.validUntil ? date(String(item.validUntil)) : '—'}</Table.Td>
      <OrderCell item={item} />
    </>
  );
}

function AwardCells({ item }: { item: ContentRow }) {
  return (
    <>
      <Table.Td>{String(item.year)}</Table.Td>
      <OrderCell item={item} />
    </>
  );
}

function StaffCells({ item }: { item: ContentRow }) {
  const { t } = useTranslation('workspace');
  return (
    <>
      <Table.Td>{t(`content.staffGroups.${String(item.group)}`)}</Table.Td>
      <OrderCell item={item} />
    </>
  );
}

/** A select filter of the list over a type's own values (`any` first). */
function valueFilter(key: string, values: readonly string[], labelKey: string, valuesKey: string, anyKey: string) {
  return function ValueFilter({ filters, set }: { filters: ContentFilters; set: (patch: Partial<ContentFilters>) => void }) {
    const { t } = useTranslation('workspace');
    return (
      <Select
        label={t(labelKey)}
        data={[{ value: '', label: t(anyKey) }, ...values.map((value) => ({ value, label: t(`${valuesKey}.${value}`) }))]}
        value={String(filters[key] ?? '')}
        onChange={(value) => set({ [key]: value || undefined })}
        allowDeselect={false}
        data-testid={`content-filter-${key}`}
      />
    );
  };
}

function OfficeCells({ item }: { item: ContentRow }) {
  const { t } = useTranslation('workspace');
  const regions = useRegionOptions();
  return (
    <>
      <Table.Td>{regions.find((r) => r.value === item.region)?.label ?? String(item.region)}</Table.Td>
      <Table.Td>{t(`content.office.kinds.${String(item.kind)}`)}</Table.Td>
    </>
  );
}

function ProductCells({ item }: { item: ContentRow }) {
  const { t } = useTranslation('workspace');
  const sum = useSum();
  return <Table.Td>{item.price === null ? t('content.onRequest') : sum(Number(item.price))}</Table.Td>;
}

function VideoCells({ item }: { item: ContentRow }) {
  const date = useDate();
  return (
    <>
      <Table.Td>{date(String(item.date))}</Table.Td>
      <Table.Td>{String(item.duration)}</Table.Td>
    </>
  );
}

const UI: Record<EditorialType, ContentTypeUi> = {
  document: {
    logic: contentTypeLogic('document'),
    Fields: DocumentFields,
    columns: (t) => [t('content.fields.version'), t('content.fields.effective')],
    Cells: DocumentCells,
    canCreate: false,
  },
  news: {
    logic: contentTypeLogic('news'),
    Fields: NewsFields,
    columns: (t) => [t('content.fields.date'), t('content.fields.topic')],
    Cells: NewsCells,
    Filters: NewsFilters,
  },
  vacancies: {
    logic: contentTypeLogic('vacancies'),
    Fields: VacancyFields,
    columns: (t) => [t('content.fields.region'), t('content.fields.deadline')],
    Cells: VacancyCells,
    Filters: VacancyFilters,
  },
  services: {
    logic: contentTypeLogic('services'),
    Fields: ServiceFields,
    columns: (t) => [t('content.fields.category'), t('content.fields.price')],
    Cells: ServiceCells,
    Filters: ServiceFilters,
  },
  slides: {
    logic: contentTypeLogic('slides'),
    Fields: SlideFields,
    columns: (t) => [t('content.fields.link'), t('content.fields.order')],
    Cells: SlideCells,
  },
  partners: {
    logic: contentTypeLogic('partners'),
    Fields: PartnerFields,
    columns: (t) => [t('content.fields.url'), t('content.fields.order')],
    Cells: PartnerCells,
  },
  certificates: {
    logic: contentTypeLogic('certificates'),
    Fields: CertificateFields,
    columns: (t) => [t('content.fields.kind'), t('content.fields.issued'), t('content.fields.validUntil'), t('content.fields.order')],
    Cells: CertificateCells,
    Filters: valueFilter('kind', CERTIFICATE_KINDS, 'content.fields.kind', 'content.certificateKinds', 'content.anyKind'),
  },
  awards: {
    logic: contentTypeLogic('awards'),
    Fields: AwardFields,
    columns: (t) => [t('content.fields.year'), t('content.fields.order')],
    Cells: AwardCells,
  },
  staff: {
    logic: contentTypeLogic('staff'),
    Fields: StaffFields,
    columns: (t) => [t('content.fields.group'), t('content.fields.order')],
    Cells: StaffCells,
    Filters: valueFilter('group', STAFF_GROUPS, 'content.fields.group', 'content.staffGroups', 'content.anyGroup'),
  },
  offices: {
    logic: contentTypeLogic('offices'),
    Fields: OfficeFields,
    columns: (t) => [t('content.fields.region'), t('content.fields.kind')],
    Cells: OfficeCells,
    // The region filter reads the same query key as the vacancies'.
    Filters: VacancyFilters,
  },
  products: {
    logic: contentTypeLogic('products'),
    Fields: ProductFields,
    columns: (t) => [t('content.fields.productPrice')],
    Cells: ProductCells,
  },
  videos: {
    logic: contentTypeLogic('videos'),
    Fields: VideoFields,
    columns: (t) => [t('content.fields.date'), t('content.fields.videoDuration')],
    Cells: VideoCells,
  },
};

export function contentTypeUi(type: EditorialType): ContentTypeUi {
  return UI[type];
}
