import { Stack, Text, Title, formatDate, useLocale, useTranslation } from '@tax/shared';
import type { MyRequest } from '../api/get-my-requests.ts';

/** What the enterprise answered to a request (also sent by e-mail), oldest first; nothing when it has not answered. */
export function RequestReplies({ replies }: { replies: MyRequest['replies'] }) {
  const { t } = useTranslation('personal');
  const locale = useLocale();
  if (replies.length === 0) return null;
  return (
    <section aria-label={t('cabinet.replies')} data-testid="request-replies" style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
      <Title order={4} size="h6">
        {t('cabinet.replies')}
      </Title>
      <Stack component="ol" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {replies.map((reply) => (
          <li key={reply.createdAt} data-testid="request-reply">
            <Text size="xs" fw={600} component="p" m={0}>
              <time dateTime={reply.createdAt}>{formatDate(reply.createdAt, locale)}</time>
            </Text>
            {/* A reply may be in another language than the page (the handler chose it): said so for screen readers. */}
            <Text size="sm" component="p" m={0} lang={reply.language} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reply.text}
            </Text>
          </li>
        ))}
      </Stack>
    </section>
  );
}
