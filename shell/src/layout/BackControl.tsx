import { LocalizedLink, isRouteName, useLocation, useNavigate, usePageHandle, useTranslation } from '@tax/shared';
import classes from './layout.module.css';

/** Go back: to the previous page of this visit, or, for a visitor who arrived here directly, up to the parent page. */
export function BackControl() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const handle = usePageHandle();
  const parent = [...(handle?.parents ?? [])].reverse().find(isRouteName) ?? 'home';
  const hasHistory = location.key !== 'default' && (window.history.state as { idx?: number } | null)?.idx !== 0;
  if (hasHistory) {
    return (
      <button type="button" className={classes.back} onClick={() => navigate(-1)}>
        <span aria-hidden="true">←</span> {t('back')}
      </button>
    );
  }
  return (
    <LocalizedLink to={parent} className={classes.back}>
      <span aria-hidden="true">←</span> {t('back')}
    </LocalizedLink>
  );
}
