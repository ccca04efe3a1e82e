import { Button, LocalizedLink, PageFrame, Text, useSearchParams, useTranslation } from '@tax/shared';
import { errorPageStatus } from './error-status.ts';

/** `/empty`: a page with nothing on it yet. */
export function EmptyPage() {
  const { t } = useTranslation('shell');
  return (
    <PageFrame title={t('pages.empty.title')}>
      <Text mt="md">{t('pages.empty.text')}</Text>
    </PageFrame>
  );
}

/** `/success`: where a visitor lands after sending a request or an application. */
export function SuccessPage() {
  const { t } = useTranslation('shell');
  return (
    <PageFrame title={t('pages.success.title')}>
      <Text mt="md" role="status">
        {t('pages.success.text')}
      </Text>
      <Button component={LocalizedLink} to="home" mt="lg">
        {t('pages.success.home')}
      </Button>
    </PageFrame>
  );
}

/** `/error?status=…`: the error screen as a page of its own (for links from outside, like a payment gateway). */
export function ErrorPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const status = errorPageStatus(params.get('status'));
  return (
    <PageFrame title={t('error.title')}>
      <Text mt="md">{t('error.status', { status })}</Text>
      <Button component={LocalizedLink} to="home" mt="lg">
        {t('error.home')}
      </Button>
    </PageFrame>
  );
}
