/**
 * @tax/shared/forms — everything a form needs: Mantine's form state and inputs, the specification's validation
 * modes and messages, and the success and error toasts. A singleton of its own, loaded only by pages with forms.
 */
export {
  Checkbox,
  FileInput,
  NativeSelect,
  NumberInput,
  Pagination,
  PasswordInput,
  Radio,
  SegmentedControl,
  Select,
  Textarea,
  TextInput,
} from '@mantine/core';
export { useForm, isEmail, isNotEmpty, hasLength, matches, isInRange } from '@mantine/form';
export type { UseFormReturnType } from '@mantine/form';
export { Notifications, notifications } from '@mantine/notifications';
export { NotificationsHost, toastError, toastSuccess } from './notify.tsx';
export * from './validation-mode.ts';
