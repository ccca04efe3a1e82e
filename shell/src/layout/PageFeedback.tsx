import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Container,
  LocalizedLink,
  api,
  apiBaseUrl,
  focusBackAfterBusy,
  isApiError,
  useLocation,
  useTranslation,
} from '@tax/shared';
import type { PageFeedbackOutcome } from '@tax/shared/contract';
import { takeEarlyClick } from '../early-actions.ts';
import classes from './layout.module.css';

type Step = 'ask' | 'report' | 'thanks';
const MAX = 1000;

/** What the API's 303 after the plain form (no scripts) says went wrong, as the sentence shown (shell's feedback.*). */
const OUTCOME_MESSAGES: Record<Exclude<PageFeedbackOutcome, 'thanks'>, string> = {
  required: 'feedback.chooseOrWrite',
  invalid: 'feedback.invalid',
  busy: 'feedback.rateLimited',
  failed: 'feedback.failedPlain',
};

/** The outcome the API sent the visitor back with (`?feedback=…`), if any. */
function outcomeOf(search: string): PageFeedbackOutcome | null {
  const value = new URLSearchParams(search).get('feedback');
  return value === 'thanks' || (value !== null && Object.hasOwn(OUTCOME_MESSAGES, value)) ? (value as PageFeedbackOutcome) : null;
}

/**
 * GOV.UK's "Is this page useful?" and "Report a problem with this page", at the foot of every page: one press for
 * yes or no, or a short report. It sends the page's path and what the visitor wrote, nothing else; a failed send
 * keeps the text. Rendered the same on the server and in the browser (nothing depends on the moment).
 */
export function PageFeedback() {
  const { pathname, search } = useLocation();
  // A new page, a new question: the answer given on the last one does not carry over.
  return <Feedback key={pathname} path={pathname} outcome={outcomeOf(search)} />;
}

function Feedback({ path, outcome }: { path: string; outcome: PageFeedbackOutcome | null }) {
  const { t } = useTranslation('shell');
  const id = useId();
  // Back from the plain form: thanks, or what went wrong, as the server rendered it.
  const [step, setStep] = useState<Step>(outcome === 'thanks' ? 'thanks' : 'ask');
  const [useful, setUseful] = useState<'yes' | 'no' | null>(null);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(outcome && outcome !== 'thanks' ? t(OUTCOME_MESSAGES[outcome] as string) : null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const yes = useRef<HTMLButtonElement>(null);
  const no = useRef<HTMLButtonElement>(null);
  const report = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (step === 'thanks') thanks.current?.focus();
    if (step === 'report') field.current?.focus();
  }, [step]);

  const send = async (answer: 'yes' | 'no' | null, text: string) => {
    // The pressed button is busy (disabled) while it sends, and the browser drops its focus to the page: after a
    // failure, focus goes back to it, to send again.
    const pressed = document.activeElement;
    setSending(true);
    setError(null);
    try {
      await api.feedback({ path, useful: answer, message: text.trim() || null });
      setStep('thanks');
    } catch (cause) {
      setError(isApiError(cause) && cause.status === 429 ? t('feedback.rateLimited') : t('feedback.failed'));
      focusBackAfterBusy(pressed);
    } finally {
      setSending(false);
    }
  };

  // Its code loads as it comes near the view (page-feedback-part.ts): a button pressed before it was live is done now.
  useEffect(() => {
    const pressedYes = takeEarlyClick(yes.current);
    const pressedNo = takeEarlyClick(no.current);
    const pressedReport = takeEarlyClick(report.current);
    if (pressedYes) {
      setUseful('yes');
      void send('yes', '');
    } else if (pressedNo) {
      setUseful('no');
      setStep('report');
    } else if (pressedReport) setStep('report');
    // Once, when it goes live: a press is taken once, and `send` is a new function at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submitReport = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    // No length check here: the box holds at most MAX characters (maxLength), and the API refuses more.
    if (!text) return setError(t('feedback.required'));
    void send(useful, text);
  };

  return (
    <Container
      component="section"
      id="page-feedback"
      aria-label={t('feedback.title')}
      className={classes.feedback}
      data-testid="page-feedback"
    >
      {step === 'thanks' ? (
        <p ref={thanks} tabIndex={-1} role="status" className={classes.feedbackThanks} data-testid="feedback-thanks">
          {t('feedback.thanks')}
        </p>
      ) : step === 'ask' ? (
        // Without scripts a plain form the API takes (urlencoded) and answers with a 303 back here, `?feedback=…`
        // saying how it went; with them the buttons answer and the submit never goes (not even before hydration:
        // early-actions.ts holds the press).
        <form
          method="post"
          action={`${apiBaseUrl()}/feedback`}
          onSubmit={(event) => event.preventDefault()}
          className={classes.feedbackRow}
        >
          <input type="hidden" name="path" value={path} />
          <h2 className={classes.feedbackTitle} id={`${id}-title`}>
            {t('feedback.title')}
          </h2>
          <div className={classes.feedbackButtons} role="group" aria-labelledby={`${id}-title`}>
            <Button
              ref={yes}
              data-early-click="feedback-yes"
              type="submit"
              name="useful"
              value="yes"
              variant="default"
              size="sm"
              loading={sending && useful === 'yes'}
              onClick={() => (setUseful('yes'), void send('yes', ''))}
            >
              {t('feedback.yes')}
            </Button>
            {/* "No" asks what was missing: the answer alone says little. */}
            <Button
              ref={no}
              data-early-click="feedback-no"
              type="submit"
              name="useful"
              value="no"
              variant="default"
              size="sm"
              onClick={() => (setUseful('no'), setStep('report'))}
            >
              {t('feedback.no')}
            </Button>
          </div>
          {/* A link-like button that wraps: in Uzbek and Russian its words are wider than a phone. */}
          <button
            ref={report}
            type="button"
            className={classes.feedbackReport}
            onClick={() => setStep('report')}
            data-testid="feedback-report"
            data-early-click="feedback-report"
          >
            {t('feedback.report')}
          </button>
          {error ? (
            <p role="alert" className={classes.feedbackError}>
              {error}
            </p>
          ) : null}
          {/* Without scripts "No" cannot open the box: it is here, sent with Yes, No or Send. */}
          <noscript>
            <div className={classes.feedbackForm} data-testid="feedback-plain">
              <label htmlFor={`${id}-plain`} className={classes.feedbackLabel}>
                {t('feedback.problemLabel')}
              </label>
              <p id={`${id}-plain-hint`} className={classes.feedbackHint}>
                {t('feedback.problemHint')} {t('feedback.plainLimit', { max: MAX })}{' '}
                <LocalizedLink to="privacy">{t('feedback.privacy')}</LocalizedLink>
              </p>
              <textarea
                id={`${id}-plain`}
                name="message"
                rows={4}
                maxLength={MAX}
                aria-describedby={`${id}-plain-hint`}
                className={classes.feedbackTextarea}
              />
              <div className={classes.feedbackButtons}>
                <Button type="submit" size="sm">
                  {t('feedback.send')}
                </Button>
              </div>
            </div>
          </noscript>
        </form>
      ) : (
        <form onSubmit={submitReport} noValidate className={classes.feedbackForm}>
          <label htmlFor={`${id}-message`} id={`${id}-label`} className={classes.feedbackLabel}>
            {t('feedback.problemLabel')}
          </label>
          <p id={`${id}-hint`} className={classes.feedbackHint}>
            {t('feedback.problemHint')} <LocalizedLink to="privacy">{t('feedback.privacy')}</LocalizedLink>
          </p>
          {error ? (
            <p id={`${id}-error`} role="alert" className={classes.feedbackError}>
              {error}
            </p>
          ) : null}
          <textarea
            ref={field}
            id={`${id}-message`}
            name="message"
            rows={4}
            // The limit holds as it is typed or pasted, and the count below says how much is left.
            maxLength={MAX}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            className={classes.feedbackTextarea}
          />
          <p id={`${id}-count`} className={classes.feedbackHint} data-testid="feedback-count">
            {t('feedback.count', { count: message.length, max: MAX })}
          </p>
          <div className={classes.feedbackButtons}>
            <Button type="submit" size="sm" loading={sending}>
              {t('feedback.send')}
            </Button>
            <Button variant="subtle" size="sm" onClick={() => (setError(null), setStep('ask'))}>
              {t('feedback.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Container>
  );
}
