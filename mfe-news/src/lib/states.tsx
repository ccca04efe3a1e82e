/** The section's loading, empty and error states are the kit's (these names are kept for the section's code). */
export {
  LoadingState as Loading,
  ErrorState as LoadError,
  QueryState as DataState,
  type QueryStateProps as DataStateProps,
} from '@tax/shared';
