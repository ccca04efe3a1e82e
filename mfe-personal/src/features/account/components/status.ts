import type { MyRequest } from '../api/get-my-requests.ts';

/** Dark shades, so the badge's white text keeps AA contrast. */
export const STATUS_COLOR: Record<MyRequest['status'], string> = {
  new: 'blue.9',
  in_progress: 'orange.9',
  done: 'green.9',
  rejected: 'red.9',
};
