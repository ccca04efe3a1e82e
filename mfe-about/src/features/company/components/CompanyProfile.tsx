import {
  Group,
  LocalizedLink,
  Paper,
  SimpleGrid,
  Text,
  formatDate,
  useLocale,
  useTranslation,
  fallbackLang,
  UzbekFallbackNote,
  formatPhone,
  phoneHref,
} from '@tax/shared';
import type { CompanyProfileResponse } from '@tax/shared/contract';
import { classes } from '../../../lib/Section.tsx';

type Company = CompanyProfileResponse['item'];

/** The short information block of /about, linking to the full profile. */
export function CompanyIntro({ company }: { company: Company }) {
  const { t } = useTranslation('about');
  const locale = useLocale();
  return (
    <div>
      <UzbekFallbackNote translated={company.translated} />
      <Text lang={fallbackLang(company)}>{company.intro}</Text>
      <Text mt="sm" fw={600} lang={fallbackLang(company)}>
        {t('details.mission')}: <span style={{ fontWeight: 400 }}>{company.mission}</span>
      </Text>
      <Text mt="sm">{t('details.founded', { date: formatDate(company.founded, locale) })}</Text>
      <Group gap="lg" mt="sm">
        <LocalizedLink to="about-details" className={classes.link}>
          {t('about.moreDetails')}
        </LocalizedLink>
        <LocalizedLink to="about-structure" className={classes.link}>
          {t('about.structureLink')}
        </LocalizedLink>
        <LocalizedLink to="ustav" className={classes.link}>
          {t('pages.ustav.title')}
        </LocalizedLink>
        <LocalizedLink to="oferta" className={classes.link}>
          {t('pages.oferta.title')}
        </LocalizedLink>
      </Group>
    </div>
  );
}

/** The full company profile (/about/details). */
export function CompanyDetails({ company }: { company: Company }) {
  const { t } = useTranslation('about');
  const locale = useLocale();
  return (
    <div>
      <UzbekFallbackNote translated={company.translated} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt="md">
        <Paper withBorder p="md" radius="md">
          <Text size="sm">{t('details.fullName')}</Text>
          <Text fw={600} lang={fallbackLang(company)}>
            {company.name}
          </Text>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Text size="sm">{t('details.foundedLabel')}</Text>
          <Text fw={600}>{formatDate(company.founded, locale)}</Text>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Text size="sm">{t('details.callCentre')}</Text>
          <Text fw={600}>
            <a href={phoneHref(company.callCentre)} className={classes.link}>
              {formatPhone(company.callCentre)}
            </a>
          </Text>
        </Paper>
      </SimpleGrid>
      <Text mt="lg" size="lg" lang={fallbackLang(company)}>
        {company.intro}
      </Text>
      <div
        className={classes.rich}
        lang={fallbackLang(company)}
        data-testid="company-details"
        dangerouslySetInnerHTML={{ __html: company.details }}
      />
      <Paper withBorder p="md" radius="md" mt="lg" bg="blue.0">
        <Text fw={700}>{t('details.mission')}</Text>
        <Text lang={fallbackLang(company)}>{company.mission}</Text>
      </Paper>
      <Text mt="lg">
        {t('details.address')}: <span lang={fallbackLang(company)}>{company.address}</span>
      </Text>
      <Group gap="lg" mt="sm">
        <LocalizedLink to="contacts" className={classes.link}>
          {t('pages.contacts.title')}
        </LocalizedLink>
        <LocalizedLink to="about-structure" className={classes.link}>
          {t('about.structureLink')}
        </LocalizedLink>
        <LocalizedLink to="staff" className={classes.link}>
          {t('pages.staff.title')}
        </LocalizedLink>
      </Group>
    </div>
  );
}
