import { useTranslation } from '@tax/shared';
import classes from './layout.module.css';

export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a href="#main" className={classes.skipLink}>
      {t('skipToContent')}
    </a>
  );
}
