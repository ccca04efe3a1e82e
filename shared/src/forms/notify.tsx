import { Notifications, notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n.ts';
import { TOAST } from '../ui/toast-settings.ts';

/** The toasts' container, with the specification's settings; the shell mounts it when the page is idle. */
export function NotificationsHost() {
  return (
    <Notifications
      position={TOAST.position}
      autoClose={TOAST.autoClose}
      containerWidth={TOAST.width}
      transitionDuration={TOAST.transitionDuration}
    />
  );
}

/**
 * The specification's corner, except on a phone: there a toast at the top covers the confirmation's heading, which a
 * sent form scrolls to, for the toast's three seconds; at the bottom it covers what is read after it, if anything.
 */
function toastPosition(): 'top-right' | 'bottom-center' {
  return typeof matchMedia === 'function' && matchMedia('(max-width: 639.98px)').matches ? 'bottom-center' : TOAST.position;
}

/** The close button says what it does in the page's language (Mantine's has no name of its own: axe's button-name). */
const closeButtonProps = () => ({ 'aria-label': i18n.t('closeMessage', { ns: 'common' }) });

export function toastSuccess(message: string): void {
  notifications.show({
    message,
    color: 'green',
    autoClose: TOAST.autoClose,
    position: toastPosition(),
    closeButtonProps: closeButtonProps(),
  });
}

export function toastError(message: string): void {
  notifications.show({
    message,
    color: 'red',
    autoClose: TOAST.autoClose,
    position: toastPosition(),
    closeButtonProps: closeButtonProps(),
  });
}
