/** The shell is the host: it declares no build-time remotes; the registry document names them at run time. */
export const federation = {
  name: 'shell',
  host: true,
} as const;
