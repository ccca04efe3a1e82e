import {
  PageFrame,
  Paper,
  PreviewNotice,
  QueryState,
  Text,
  Title,
  useLocale,
  useParams,
  useTranslation,
  fallbackLang,
  UzbekFallbackNote,
  formatPhone,
  phoneHref,
  isPreviewAnswer,
  usePreviewToken,
} from '@tax/shared';
import { Grid } from '@tax/shared/layout';
import { useStaffMember } from '../features/staff/api/get-staff-member.ts';
import { StaffAvatar } from '../features/staff/components/StaffAvatar.tsx';
import { classes } from '../lib/Section.tsx';

/** /staff/{slug}: a person's portrait (the editor's photo, else the initials), position, biography, reception hours and contacts. */
export default function StaffMemberPage() {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const { slug = '' } = useParams();
  const member = useStaffMember(slug, locale, usePreviewToken());
  const person = member.data?.item;
  return (
    <PageFrame
      title={person?.fio ?? t('pages.staff-slug.title')}
      description={person ? `${person.position}. ${t('pages.staff-slug.description')}` : t('pages.staff-slug.description')}
    >
      <PreviewNotice preview={isPreviewAnswer(member.data)} />
      <QueryState query={member} lines={6}>
        {({ item }) => (
          <Grid gap="xl" mt="md">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <div style={{ borderRadius: 8, overflow: 'hidden' }}>
                <StaffAvatar person={item} label priority sizes="(min-width: 768px) 33vw, 100vw" />
              </div>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <UzbekFallbackNote translated={item.translated} />
              <Text size="lg" fw={600} lang={fallbackLang(item)} data-testid="staff-position">
                {item.position}
              </Text>
              <Title order={2} size="h4" mt="lg">
                {t('staff.biography')}
              </Title>
              {/* Rich text the API sanitized (the editor's, or the seed's as paragraphs). */}
              <Text
                component="div"
                lang={fallbackLang(item)}
                dangerouslySetInnerHTML={{ __html: item.biography }}
                data-testid="staff-biography"
              />
              <Paper withBorder radius="md" p="md" mt="lg">
                <Title order={2} size="h4">
                  {t('staff.reception')}
                </Title>
                <Text lang={fallbackLang(item)} data-testid="staff-reception">
                  {item.reception_hours}
                </Text>
                <Text mt="xs">
                  {t('common.phone')}:{' '}
                  <a href={phoneHref(item.phone_number)} className={classes.link}>
                    {formatPhone(item.phone_number)}
                  </a>
                </Text>
                <Text>
                  {t('common.email')}:{' '}
                  <a href={`mailto:${item.email}`} className={classes.link}>
                    {item.email}
                  </a>
                </Text>
              </Paper>
            </Grid.Col>
          </Grid>
        )}
      </QueryState>
    </PageFrame>
  );
}
