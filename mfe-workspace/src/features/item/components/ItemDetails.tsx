import { Anchor, Alert, Card, Group, Stack, Text, Title, formatFileSize, formatPhone, useLocale, useTranslation } from '@tax/shared';
import type { InboxDetail } from '@tax/shared/staff-api';
import { staffApi } from '../../../lib/api/staff.ts';
import { useDate, useDateTime } from '../../../lib/format.ts';
import classes from '../../../lib/components/workspace.module.css';
import { StatusBadge } from '../../../lib/components/StatusBadge.tsx';

/** A field's value as staff read it: phones grouped as the site writes them, nothing sent as a dash. */
function shown(name: string, value: string | number | boolean | null): string {
  if (value === null || value === '') return '—';
  return name === 'phone_number' && typeof value === 'string' ? formatPhone(value) : String(value);
}

/** Everything the citizen sent, as sent, with when it will be deleted and, for a vacancy application, the CV. */
export function ItemDetails({ item }: { item: InboxDetail }) {
  const { t, i18n } = useTranslation('workspace');
  const locale = useLocale();
  const dateTime = useDateTime();
  const date = useDate();
  const label = (name: string) => (i18n.exists(`workspace:fieldNames.${name}`) ? t(`fieldNames.${name}`) : name.replace(/_/g, ' '));
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" data-testid="item-reference">
            {item.reference}
          </Title>
          <StatusBadge status={item.status} />
        </Group>
        <Text size="sm">
          {t(`kinds.${item.kind}`)} · {t('item.received', { date: dateTime(item.createdAt) })}
          {item.language ? ` · ${t(`languages.${item.language}`)}` : ''}
          {item.citizenStatus ? ` · ${t('item.citizenSees', { status: t(`citizenStatuses.${item.citizenStatus}`) })}` : ''}
        </Text>
        <Alert variant="light" color="gray" data-testid="item-delete-at">
          {t('item.deleteAt', { date: date(item.deleteAt) })}
        </Alert>
        <dl className={classes.fields} data-testid="item-fields">
          {Object.entries(item.fields).map(([name, value]) => (
            <div key={name} className={classes.field}>
              <dt>{label(name)}</dt>
              <dd className={classes.pre}>{shown(name, value)}</dd>
            </div>
          ))}
        </dl>
        {item.cv ? (
          <Text>
            <Anchor href={staffApi.inbox.cvUrl(item.id)} download={item.cv.filename} data-testid="item-cv">
              {t('item.cv', { name: item.cv.filename, size: formatFileSize(item.cv.size, locale) })}
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
