import { Badge, Group, useTranslation } from '@tax/shared';
import type { EditorialLocaleStateValue, EditorialStatusByLocale } from '@tax/shared/staff-api';
import { CONTENT_LOCALES } from '../logic/form-values.ts';

const COLORS: Record<EditorialLocaleStateValue, string> = { missing: 'gray', draft: 'yellow', scheduled: 'blue', published: 'green' };

/**
 * Each language's state as a dot and words ("uz: published"), never colour alone; "changed" when the draft differs
 * from what is public.
 */
export function LocaleStates({ status }: { status: EditorialStatusByLocale }) {
  const { t } = useTranslation('workspace');
  return (
    <Group gap={6} wrap="wrap" data-testid="locale-states">
      {CONTENT_LOCALES.map((locale) => {
        const own = status[locale];
        return (
          <Badge key={locale} color={COLORS[own.state]} variant="dot" data-locale={locale} data-state={own.state}>
            <abbr title={t(`languages.${locale}`)}>{locale}</abbr>: {t(`content.states.${own.state}`)}
            {own.changed ? ` · ${t('content.changed')}` : ''}
          </Badge>
        );
      })}
    </Group>
  );
}
