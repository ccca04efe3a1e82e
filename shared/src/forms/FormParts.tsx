import { Alert } from '../ui/display.tsx';
import { Button } from '../ui/buttons.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { LocalizedLink } from '../routing/LocalizedLink.tsx';
import type { RouteName } from '../routing/route-map.ts';
import type { SiteForm } from './use-site-form.tsx';
import classes from './forms.module.css';

type AnyForm = SiteForm<Record<string, never>> | SiteForm<Record<string, unknown>>;

/** The error summary shown on submit: every field with a problem, each a link that moves focus to it. */
export function FormErrorSummary({ form }: { form: AnyForm }) {
  const { t } = useTranslation('common');
  const { summary, summaryRef } = form;
  if (summary.length === 0) {
    return (
      <>
        {/* The page reads without scripts (it is rendered on the server); its forms do not send without them (the
            browser never sends a kit form itself: use-site-form.tsx): said where the form is. */}
        <noscript>
          <p className={classes.noScript} data-testid="form-needs-js">
            {t('form.needsScript')}
          </p>
        </noscript>
        <div ref={summaryRef} tabIndex={-1} className={classes.summaryAnchor} />
      </>
    );
  }
  const titleId = `${summary[0]?.inputId ?? 'form'}-summary`;
  return (
    <div ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby={titleId} className={classes.summary} data-testid="form-error-summary">
      <p id={titleId} className={classes.summaryTitle}>
        {t('form.summaryTitle')}
      </p>
      <ul>
        {summary.map((item) => (
          <li key={item.field}>
            <a
              href={`#${item.inputId}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(item.inputId)?.focus();
              }}
            >
              {/* Each message names its field ('Phone number must be…'): the label in front of it said it twice. */}
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Why sending failed, with the reassurance that nothing typed was lost. */
export function FormSendError({ form }: { form: AnyForm }) {
  if (!form.sendError) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="form-send-error">
      {form.sendError}
    </Alert>
  );
}

/** The submit button: busy while sending, and the same button sends again after a failure. */
export function SubmitButton({ form, label }: { form: AnyForm; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Button type="submit" loading={form.status === 'sending'} loaderProps={{ 'aria-label': t('form.sending') }}>
      {label ?? t('form.submit')}
    </Button>
  );
}

/**
 * Where a form that collects personal data says what happens to it, before the visitor sends: a link to the privacy
 * notice (`to`: its route name, a section's page the kit does not know of itself).
 */
export function PrivacyNote({ to }: { to: RouteName }) {
  const { t } = useTranslation('common');
  return (
    <p className={classes.privacyNote} data-testid="privacy-note">
      {t('form.privacyNote')} <LocalizedLink to={to}>{t('form.privacyLink')}</LocalizedLink>
    </p>
  );
}
