import {
  DeferHydration,
  Group,
  PageFrame,
  Paper,
  QueryState,
  PreviewNotice,
  isPreviewAnswer,
  usePreviewToken,
  Stack,
  Text,
  useLocale,
  useSearchParams,
  useTranslation,
  fallbackLang,
  UzbekFallbackNote,
  regionsQuery,
  useQuery,
  formatPhone,
  phoneHref,
} from '@tax/shared';
import type { ValidationMode } from '@tax/shared/forms';

const MODES: readonly ValidationMode[] = ['aggressive', 'eager', 'passive', 'lazy'];
import { useCompany } from '../features/company/api/get-company.ts';
import { contactForm } from '../features/contacts/contact-form-part.ts';
import { HoursText, OfficesDirectory, OpenBadge, OpensNext, RegionFilter } from '../features/contacts/components/Offices.tsx';
import { NearestOffice } from '../features/contacts/components/NearestOffice.tsx';
import { classes, Section } from '../lib/Section.tsx';

/** /contacts: the head office, the regional offices (open now, in Tashkent time) and the message form. */
export default function ContactsPage() {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const company = useCompany(locale);
  const regions = useQuery(regionsQuery(locale, usePreviewToken()));
  const [search, setSearch] = useSearchParams();
  const region = search.get('region');
  const chooseRegion = (code: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (code) next.set('region', code);
        else next.delete('region');
        return next;
      },
      { preventScrollReset: true },
    );
  // The validation mode can be chosen in the address (?validate=eager), for testing and for embedding.
  const requested = search.get('validate');
  const mode = (MODES as readonly string[]).includes(requested ?? '') ? (requested as ValidationMode) : undefined;
  return (
    <PageFrame title={t('pages.contacts.title')} description={t('pages.contacts.description')} intro={t('pages.contacts.intro')}>
      <PreviewNotice preview={isPreviewAnswer(regions.data)} />
      {/*
        The message form is last, behind every office's phone and e-mail links (over a hundred Tab stops): a visible
        link straight to its heading. Following it moves the reading and Tab position there; the form is next.
      */}
      <p className={classes.toForm}>
        <a href="#message-title" className={classes.link} data-testid="to-message-form">
          {t('contacts.writeToUs')}
        </a>
      </p>
      <Section id="head-office" title={t('contacts.headOffice')}>
        <QueryState query={company} lines={4}>
          {({ item }) => (
            <Paper withBorder radius="md" p="md" data-testid="head-office">
              <UzbekFallbackNote translated={item.translated} />
              <Group justify="space-between" align="flex-start">
                <Text fw={600} lang={fallbackLang(item)}>
                  {item.name}
                </Text>
                <OpenBadge hours={item.office_hours} />
              </Group>
              <OpensNext hours={item.office_hours} />
              <Stack gap={4} mt="xs">
                <Text lang={fallbackLang(item)}>
                  {t('contacts.address')}: {item.address}
                </Text>
                <Text>
                  {t('common.phone')}:{' '}
                  <a href={phoneHref(item.phone_number)} className={classes.link}>
                    {formatPhone(item.phone_number)}
                  </a>
                </Text>
                <Text>
                  {t('contacts.callCentre')}:{' '}
                  <a href={phoneHref(item.callCentre)} className={classes.link}>
                    {formatPhone(item.callCentre)}
                  </a>
                </Text>
                <Text>
                  {t('common.email')}:{' '}
                  <a href={`mailto:${item.email}`} className={classes.link}>
                    {item.email}
                  </a>
                </Text>
                <HoursText hours={item.office_hours} />
                <Text size="sm">{t('contacts.timeZone')}</Text>
              </Stack>
            </Paper>
          )}
        </QueryState>
      </Section>
      <Section id="offices" title={t('contacts.offices')}>
        <QueryState query={regions} isEmpty={(data) => data.items.length === 0} empty={t('common.empty')} lines={6}>
          {(data) => (
            <>
              <NearestOffice regions={data} onShowRegion={chooseRegion} />
              <RegionFilter regions={data} value={region} onChange={chooseRegion} />
              <OfficesDirectory regions={data} only={region} />
            </>
          )}
        </QueryState>
      </Section>
      <Section id="message" title={t('contacts.formTitle')}>
        <DeferHydration>
          <contactForm.Part mode={mode} />
        </DeferHydration>
      </Section>
    </PageFrame>
  );
}
