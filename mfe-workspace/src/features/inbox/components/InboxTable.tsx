import { LocalizedLink, Text, useTranslation } from '@tax/shared';
import { Table } from '@tax/shared/workspace-ui';
import type { InboxItem } from '@tax/shared/staff-api';
import { useDateTime } from '../../../lib/format.ts';
import { TableScroll } from '../../../lib/components/TableScroll.tsx';
import classes from '../../../lib/components/workspace.module.css';
import { StatusBadge } from '../../../lib/components/StatusBadge.tsx';
import { itemSlug } from '../../../lib/item-slug.ts';

/** One page of the inbox: the reference opens the item (a link, so it opens in a new tab too). */
export function InboxTable({ items, caption }: { items: InboxItem[]; caption: string }) {
  const { t } = useTranslation('workspace');
  const dateTime = useDateTime();
  return (
    <TableScroll label={t('pages.workspace.title')}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs" data-testid="inbox-table">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('inbox.reference')}</Table.Th>
            <Table.Th scope="col">{t('inbox.kind')}</Table.Th>
            <Table.Th scope="col">{t('inbox.received')}</Table.Th>
            <Table.Th scope="col">{t('inbox.from')}</Table.Th>
            <Table.Th scope="col">{t('inbox.summary')}</Table.Th>
            <Table.Th scope="col">{t('inbox.status')}</Table.Th>
            <Table.Th scope="col">{t('inbox.assignee')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={`${item.kind}:${item.id}`} className={classes.rowLink} data-testid="inbox-row" data-reference={item.reference}>
              <Table.Td className={classes.nowrap}>
                <LocalizedLink to="workspace-item" params={{ slug: itemSlug(item.kind, item.id) }} data-testid="inbox-open">
                  {item.reference}
                </LocalizedLink>
              </Table.Td>
              <Table.Td>{t(`kinds.${item.kind}`)}</Table.Td>
              <Table.Td>{dateTime(item.createdAt)}</Table.Td>
              <Table.Td>{item.name ?? '—'}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {item.summary}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={item.status} />
              </Table.Td>
              <Table.Td>{item.assignee?.name ?? t('inbox.unassigned')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
