/** The section's loading, empty and error states are the kit's (these names are kept for the section's code). */
export { QueryState as Loadable, ErrorState as LoadError } from '@tax/shared';
