/** The cabinet's list: dropped on sign-in, sign-out and after a new request, so nobody sees another's list. */
export const MY_REQUESTS_KEY = ['personal', 'my-requests'] as const;
