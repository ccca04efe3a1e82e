/** The section's loading, empty and error states are the kit's (these names are kept for the section's code). */
export { ErrorState as LoadError, QueryState as DataState } from '@tax/shared';
