import { Notifications, notifications } from '@mantine/notifications';
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

export function toastSuccess(message: string): void {
  notifications.show({ message, color: 'green', autoClose: TOAST.autoClose, position: TOAST.position });
}

export function toastError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: TOAST.autoClose, position: TOAST.position });
}
