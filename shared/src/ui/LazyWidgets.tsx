import { lazy } from 'react';

/**
 * `RemoteWidget` and `SectionStrings` as `@tax/shared` gives them: those of `@tax/shared/widgets`, loaded when first
 * drawn (kit 2.20.0 took them out of the first load), for the section versions built before. A section now imports
 * them from `@tax/shared/widgets`, which loads with its own code. Taken by the package's name: one copy either way.
 */
type Widgets = typeof import('@tax/shared/widgets');
let loading: Promise<Widgets> | null = null;
const widgets = () => (loading ??= import('@tax/shared/widgets').catch((error: unknown) => ((loading = null), Promise.reject(error))));

export const RemoteWidget = lazy(async () => ({ default: (await widgets()).RemoteWidget }));
export const SectionStrings = lazy(async () => ({ default: (await widgets()).SectionStrings }));
