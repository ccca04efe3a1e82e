import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, useTranslation } from '@tax/shared';
import { Checkbox, CopyButton } from '@tax/shared/workspace-ui';
import classes from '../../../lib/components/workspace.module.css';

/** The ten recovery codes, shown this once: copy, download, and an explicit "I have saved them" before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('workspace');
  const [saved, setSaved] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Stack gap="md" data-testid="recovery-codes">
      <Alert color="yellow" variant="light">
        {t('signin.recovery.intro')}
      </Alert>
      <ul className={classes.codes} aria-label={t('signin.recovery.title')}>
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('signin.recovery.copied') : t('signin.recovery.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={download}>
          {t('signin.recovery.download')}
        </Button>
      </Group>
      <Checkbox
        label={t('signin.recovery.saved')}
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
        data-testid="recovery-saved"
      />
      <Text size="sm" c="dimmed">
        {t('signin.recovery.once')}
      </Text>
      <div>
        <Button onClick={onDone} disabled={!saved} data-testid="recovery-done">
          {t('signin.recovery.continue')}
        </Button>
      </div>
    </Stack>
  );
}
