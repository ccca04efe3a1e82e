import type { ComponentType } from 'react';
import { useTranslation } from '@tax/shared';
import { Select, Table } from '@tax/shared/workspace-ui';
import { NEWS_TOPICS } from '@tax/shared/contract';
import type { EditorialSummaryBase, EditorialType } from '@tax/shared/staff-api';
import { useDate } from '../../../lib/format.ts';
import { contentTypeLogic, type ContentTypeLogic } from '../logic/content-types.ts';
import type { ContentFilters } from '../logic/list-filters.ts';
import type { ContentFieldsProps } from './FieldParts.tsx';
import { NewsFields } from './NewsFields.tsx';

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

const UI: Record<EditorialType, ContentTypeUi> = {
  news: {
    logic: contentTypeLogic('news'),
    Fields: NewsFields,
    columns: (t) => [t('content.fields.date'), t('content.fields.topic')],
    Cells: NewsCells,
    Filters: NewsFilters,
  },
};

export function contentTypeUi(type: EditorialType): ContentTypeUi {
  return UI[type];
}
