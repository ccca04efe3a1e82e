import { data } from 'react-router';

/** Thrown by a page's loader to reject its route: the shell shows 'This page could not be found' with 404. */
export function notFound(message = 'Not Found'): never {
  throw data({ message }, { status: 404, statusText: 'Not Found' });
}

/** Thrown by a page's loader when what it shows was withdrawn (the API answered 410): the shell says so, with 410. */
export function gone(message = 'Gone'): never {
  throw data({ message }, { status: 410, statusText: 'Gone' });
}
