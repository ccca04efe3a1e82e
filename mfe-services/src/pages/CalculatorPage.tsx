import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  PageFrame,
  PreviewNotice,
  usePreviewToken,
  Paper,
  QueryState,
  Stack,
  Text,
  Title,
  formatMoney,
  formatNumber,
  LocalizedLink,
  localizedPath,
  useLocale,
  useSearchParams,
  useTranslation,
  fallbackLang,
  useEarlyInput,
} from '@tax/shared';
import { Checkbox } from '@tax/shared/inputs';
import { NumberInput } from '@tax/shared/number-input';
import { useServices, useServicesPreviewed, type Service } from '../features/services/api/get-services.ts';
import { CATEGORIES } from '../features/services/hooks/catalogue.ts';
import {
  isQuantity,
  MAX_LINES,
  MAX_QUANTITY,
  parseSelection,
  quantityKey,
  priceSelection,
  serializeSelection,
  SELECTION_KEY,
  type SelectionLine,
} from '../features/services/hooks/selection.ts';
import classes from '../features/services/components/services.module.css';

/**
 * `/services/calculator`: choose services and quantities, see each line and the total in so'm. The choice lives
 * in the URL (`?s=eds-key*2&s=income-certificate`), so it can be shared and survives a reload; prices are always
 * the API's. Without scripts it is a plain GET form (`?s=eds-key&q-eds-key=2`) that the server renders the total of.
 */
export default function CalculatorPage() {
  const locale = useLocale();
  const { t } = useTranslation('services');
  const preview = usePreviewToken();
  const query = useServices(locale, preview);
  const previewed = useServicesPreviewed(locale, preview);
  const [params, setParams] = useSearchParams();
  // The page answers at once from its own state; the URL follows (replace) so the choice can be shared and reloaded.
  const [selection, setSelection] = useState(() => parseSelection(params));
  const urlValue = params.toString();
  useEffect(() => {
    const next = parseSelection(new URLSearchParams(urlValue));
    setSelection((current) => (serializeSelection(current).join('&') === serializeSelection(next).join('&') ? current : next));
  }, [urlValue]);

  const save = (lines: SelectionLine[]) => {
    setSelection(lines);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SELECTION_KEY);
        // The plain form's quantities (sent without scripts) are in the selection now.
        for (const key of Array.from(next.keys())) if (key.startsWith('q-')) next.delete(key);
        for (const value of serializeSelection(lines)) next.append(SELECTION_KEY, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  // Boxes ticked before the page's scripts ran count once they run, each in turn.
  const choices = useRef<HTMLDivElement>(null);
  useEarlyInput(choices);

  const toggle = (slug: string, on: boolean) =>
    save(on ? [...selection.filter((line) => line.slug !== slug), { slug, quantity: 1 }] : selection.filter((line) => line.slug !== slug));
  // A quantity out of range is kept as typed (`typed`) and explained; the total waits until it is corrected.
  const setQuantity = (slug: string, quantity: number | string) =>
    save(
      selection.map((line) =>
        line.slug !== slug ? line : isQuantity(quantity) ? { slug, quantity } : { slug, quantity: line.quantity, typed: String(quantity) },
      ),
    );

  return (
    <PageFrame
      title={t('pages.services-calculator.title')}
      description={t('pages.services-calculator.description')}
      intro={t('pages.services-calculator.intro')}
    >
      <PreviewNotice preview={previewed} />
      <QueryState query={query} isEmpty={(items) => items.length === 0} lines={10}>
        {(services) => {
          const priced = priceSelection(selection, services);
          const chosen = new Map(selection.map((line) => [line.slug, line]));
          const full = selection.length >= MAX_LINES;
          const counted = priced.invalid.length === 0;
          return (
            // A plain GET form: without scripts, "Count" sends the ticked services and their quantities and the server
            // renders the total; with them, everything applies as it is chosen and nothing is sent.
            <form method="get" action={localizedPath('services-calculator', locale)} onSubmit={(event) => event.preventDefault()}>
              <div ref={choices} className={classes.calculator}>
                <Stack gap="lg">
                  <Title order={2} size="h3">
                    {t('calculator.choose')}
                  </Title>
                  {CATEGORIES.map((category) => {
                    const group = services.filter((service) => service.category === category);
                    if (group.length === 0) return null;
                    return (
                      <fieldset key={category} className={classes.fieldset}>
                        <legend className={classes.legend}>{t(`common.category.${category}`)}</legend>
                        <Stack gap={0}>
                          {group.map((service) => (
                            <ChoiceRow
                              key={service.slug}
                              service={service}
                              line={chosen.get(service.slug)}
                              disabled={full && !chosen.has(service.slug)}
                              onToggle={(on) => toggle(service.slug, on)}
                              onQuantity={(quantity) => setQuantity(service.slug, quantity)}
                            />
                          ))}
                        </Stack>
                      </fieldset>
                    );
                  })}
                  <noscript>
                    <div>
                      <Button type="submit" data-testid="calculator-count">
                        {t('calculator.count')}
                      </Button>
                    </div>
                  </noscript>
                  {/* On a phone the estimate is below every choice: once something is chosen, its total stays in sight. */}
                  {priced.rows.length > 0 && counted ? (
                    <a href="#calculator-summary" className={classes.stickyTotal} data-sticky-total={priced.total}>
                      <span>{t('calculator.total')}</span>
                      <strong className={classes.amount}>{formatMoney(priced.total, locale)}</strong>
                    </a>
                  ) : null}
                </Stack>
                <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="calculator-summary" className={classes.summary}>
                  <Stack gap="sm">
                    <Title order={2} size="h3" id="calculator-summary">
                      {t('calculator.summary')}
                    </Title>
                    {priced.unknown.length > 0 ? (
                      <Alert color="yellow" variant="light" data-unknown={priced.unknown.join(' ')}>
                        {t('calculator.unknown')}
                      </Alert>
                    ) : null}
                    {counted ? null : (
                      <Alert color="red" variant="light" data-testid="calculator-invalid">
                        {t('calculator.fixQuantity', {
                          names: priced.invalid.map((service) => service.servicename).join(', '),
                          max: MAX_QUANTITY,
                        })}
                      </Alert>
                    )}
                    {priced.rows.length === 0 ? (
                      <Text data-empty="">{t('calculator.empty')}</Text>
                    ) : (
                      <ul className={classes.lines}>
                        {priced.rows.map((row) => (
                          <li key={row.service.slug} data-line={row.service.slug} className={classes.line}>
                            <Text fw={500} lang={fallbackLang(row.service)}>
                              {row.service.servicename}
                            </Text>
                            <Group justify="space-between" gap="xs" wrap="nowrap">
                              <Text size="sm">
                                {t('calculator.line', {
                                  quantity: formatNumber(row.quantity, locale),
                                  price: formatMoney(row.service.servicename_sum, locale),
                                })}
                              </Text>
                              <Text fw={600} className={classes.amount} data-subtotal={row.subtotal}>
                                {formatMoney(row.subtotal, locale)}
                              </Text>
                            </Group>
                          </li>
                        ))}
                      </ul>
                    )}
                    <Group justify="space-between" className={classes.total} role="status" aria-live="polite" aria-atomic="true">
                      <Text fw={700} size="lg">
                        {t('calculator.total')}
                      </Text>
                      <Text fw={700} fz={24} data-total={counted ? priced.total : 'invalid'} className={classes.amount}>
                        {counted ? formatMoney(priced.total, locale) : '—'}
                      </Text>
                    </Group>
                    <Text size="sm">{t('calculator.priceNote')}</Text>
                    <Text size="sm">{t('calculator.share')}</Text>
                    <CopyLink />
                    <Group gap="sm">
                      <Button type="button" variant="outline" onClick={() => save([])} disabled={selection.length === 0}>
                        {t('calculator.clear')}
                      </Button>
                      <Button component={LocalizedLink} to="services-prices" variant="subtle">
                        {t('common.priceList')}
                      </Button>
                    </Group>
                  </Stack>
                </Paper>
              </div>
            </form>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}

/** Copies the page's address (it carries the choice) and says so where a screen reader hears it. */
function CopyLink() {
  const { t } = useTranslation('services');
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <Group gap="sm">
      <Button
        type="button"
        variant="light"
        onClick={() => {
          const copy = navigator.clipboard?.writeText(window.location.href);
          if (!copy) return setStatus('failed');
          copy.then(
            () => setStatus('copied'),
            () => setStatus('failed'),
          );
        }}
        data-testid="calculator-copy-link"
      >
        {t('calculator.copyLink')}
      </Button>
      <Text size="sm" role="status" data-copy-status={status}>
        {status === 'copied' ? t('calculator.copied') : status === 'failed' ? t('calculator.copyFailed') : ''}
      </Text>
    </Group>
  );
}

interface ChoiceRowProps {
  service: Service;
  line: SelectionLine | undefined;
  disabled: boolean;
  onToggle: (on: boolean) => void;
  onQuantity: (quantity: number | string) => void;
}

function ChoiceRow({ service, line, disabled, onToggle, onQuantity }: ChoiceRowProps) {
  const locale = useLocale();
  const { t } = useTranslation('services');
  // What is typed stays as typed (an empty field, 0 or 100000 alike), with a message while it is out of range.
  const shown = line ? (line.typed ?? line.quantity) : 1;
  const [draft, setDraft] = useState<number | string>(shown);
  useEffect(() => setDraft(shown), [shown]);
  const checked = line !== undefined;
  return (
    <div className={classes.choice} data-choice={service.slug}>
      <Checkbox
        name={SELECTION_KEY}
        value={service.slug}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onToggle(event.currentTarget.checked)}
        label={
          <span>
            <span lang={fallbackLang(service)}>{service.servicename}</span>
            <Text component="span" size="sm" display="block">
              {formatMoney(service.servicename_sum, locale)} · <span lang={fallbackLang(service)}>{service.unit}</span>
            </Text>
          </span>
        }
        className={classes.checkbox}
      />
      {checked ? (
        <NumberInput
          label={t('calculator.quantity')}
          aria-label={t('calculator.quantityOf', { name: service.servicename })}
          // The limits are said before anything is typed, and again, as the error, when what is typed is past them.
          description={t('calculator.quantityRange', { max: MAX_QUANTITY })}
          error={line?.typed !== undefined ? t('calculator.quantityError', { max: MAX_QUANTITY }) : undefined}
          name={quantityKey(service.slug)}
          value={draft}
          min={1}
          max={MAX_QUANTITY}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          hideControls
          inputMode="numeric"
          onChange={(value) => {
            setDraft(value);
            onQuantity(value);
          }}
          className={classes.quantity}
          data-quantity={service.slug}
        />
      ) : null}
    </div>
  );
}
