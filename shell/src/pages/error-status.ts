/** The 4xx and 5xx statuses HTTP defines (RFC 9110 and the registry's common ones); others are not answered. */
const KNOWN = new Set([
  400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 418, 421, 422, 423, 424, 425, 426, 428, 429,
  431, 451, 500, 501, 502, 503, 504, 505, 506, 507, 508, 510, 511,
]);

/**
 * The status of `/error?status=…` (a page other sites link to, a payment gateway's return): the one asked for when it
 * is an error status HTTP knows, else 500. The page shows it and the server answers with it.
 */
export function errorPageStatus(asked: string | null): number {
  const status = Number(asked);
  return KNOWN.has(status) ? status : 500;
}
