import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

/** How many times each i18next instance has changed language (a change to the same language counts: new strings). */
const revisions = new WeakMap<I18n, number>();
/**
 * How many times each namespace of each i18next instance got its strings in a language that had none of them. Strings
 * merged into a namespace already there (the home page's bands add theirs to the section's) do not count: what was
 * rendered with that namespace had its strings, and rendering it again would reach the parts of a page still waiting
 * to hydrate, which React then renders anew, dropping the server's markup.
 */
const arrivals = new WeakMap<I18n, Map<string, number>>();
const counted = new WeakSet<I18n>();

type StoreEvent = 'added' | 'removed';
type Store = {
  data: Record<string, Record<string, unknown> | undefined>;
  on(event: StoreEvent, listener: (language: string, namespace: string) => void): void;
  off(event: StoreEvent, listener: () => void): void;
};

function countChanges(i18n: I18n): void {
  if (counted.has(i18n)) return;
  counted.add(i18n);
  // Registered before any component's listener, so the count has moved when they read it.
  i18n.on('languageChanged', () => revisions.set(i18n, (revisions.get(i18n) ?? 0) + 1));
  const store = i18n.store as unknown as Store;
  const there = new Set<string>();
  for (const [language, namespaces] of Object.entries(store.data ?? {}))
    for (const namespace of Object.keys(namespaces ?? {})) there.add(`${language}\u0000${namespace}`);
  const arrived = new Map<string, number>();
  arrivals.set(i18n, arrived);
  store.on('added', (language, namespace) => {
    const key = `${language}\u0000${namespace}`;
    if (there.has(key)) return;
    there.add(key);
    arrived.set(namespace, (arrived.get(namespace) ?? 0) + 1);
  });
  store.on('removed', (language, namespace) => there.delete(`${language}\u0000${namespace}`));
}

/** Plain strings already looked up, per store of strings, per language and namespace (emptied when strings change). */
const lookedUp = new WeakMap<object, Map<string, Map<string, unknown>>>();

function lookups(i18n: I18n, language: string, namespace: string): Map<string, unknown> {
  const store = i18n.store as unknown as { on(event: string, listener: () => void): void };
  let byNamespace = lookedUp.get(store);
  if (!byNamespace) {
    const fresh = new Map<string, Map<string, unknown>>();
    // A section's strings loaded, replaced by another version's, or forgotten: nothing looked up before still holds.
    // (The maps themselves are emptied: a `t` made before holds on to its own.)
    const forget = () => {
      for (const strings of fresh.values()) strings.clear();
    };
    store.on('added', forget);
    store.on('removed', forget);
    lookedUp.set(store, fresh);
    byNamespace = fresh;
  }
  const key = `${language}\u0000${namespace}`;
  let strings = byNamespace.get(key);
  if (!strings) byNamespace.set(key, (strings = new Map()));
  return strings;
}

/** Options whose answer depends only on their values: a plain object of strings, numbers and booleans. */
function plainOptions(options: unknown): options is Record<string, string | number | boolean> {
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype) return false;
  for (const value of Object.values(options)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return false;
  }
  return true;
}

/**
 * Options i18next reads for itself (its `optionsKeys`, and the rest it honours), rather than values to put in a string:
 * a call with any of them goes to i18next. `count` is both; it is handled below.
 */
const I18NEXT_OPTIONS = new Set([
  'defaultValue',
  'ordinal',
  'context',
  'replace',
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'keyPrefix',
  'keySeparator',
  'nsSeparator',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'nest',
  'skipInterpolation',
  'missingInterpolationHandler',
]);

const VARIABLE = /\{\{(.+?)\}\}/g;
const NAME = /^[A-Za-z_$][\w$]*$/;

/** True when an i18next instance is set up as the kit's: no escaping, `{{ }}` around values, `.` and `:` in keys. */
function plainSetUp(i18n: I18n): boolean {
  const { interpolation, keySeparator, nsSeparator } = i18n.options;
  return (
    interpolation?.escapeValue === false &&
    (interpolation.prefix ?? '{{') === '{{' &&
    (interpolation.suffix ?? '}}') === '}}' &&
    interpolation.defaultVariables === undefined &&
    interpolation.alwaysFormat !== true &&
    (keySeparator ?? '.') === '.' &&
    (nsSeparator ?? ':') === ':' &&
    !i18n.options.postProcess
  );
}

/**
 * What i18next answers for the plain case, read straight from its store: a key of the language's own strings (not a
 * fallback), whose string has no nesting (`$t(`), whose `{{name}}`s are all given, with options that are only such
 * values (and `count`, when the key has no plural forms). Anything else is `undefined`, and i18next answers it.
 * i18next's own path copies its options twice and runs its interpolation, nesting and plural lookups for every
 * string: four fifths of the translation time of a page's hydration on a slow phone. A test compares this with
 * i18next for every string of every section, in every language.
 */
export function plainTranslation(
  i18n: I18n,
  language: string,
  namespace: string,
  key: string,
  options?: Record<string, string | number | boolean>,
): string | undefined {
  if (key.includes(':') || !plainSetUp(i18n)) return undefined;
  const supported = i18n.options.supportedLngs;
  if (Array.isArray(supported) && !supported.includes(language)) return undefined;
  const data = (i18n.store as unknown as { data?: Record<string, Record<string, unknown> | undefined> }).data;
  let node: unknown = data?.[language]?.[namespace];
  let parent: Record<string, unknown> | undefined;
  let last = key;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    parent = node as Record<string, unknown>;
    node = Object.prototype.hasOwnProperty.call(parent, part) ? parent[part] : undefined;
    last = part;
  }
  if (typeof node !== 'string' || node === '' || node.includes('$t(')) return undefined;
  if (!options) return node.includes('{{') ? undefined : node;
  for (const name of Object.keys(options)) if (I18NEXT_OPTIONS.has(name)) return undefined;
  // A count picks a plural form (`key_one`, `key_other`, `key_zero`) where the key has them.
  if ('count' in options && parent && Object.keys(parent).some((sibling) => sibling.startsWith(`${last}_`))) return undefined;
  let plain = true;
  const value = node.replace(VARIABLE, (match, inner: string) => {
    const name = inner.trim();
    if (!NAME.test(name) || !Object.prototype.hasOwnProperty.call(options, name)) {
      plain = false;
      return match;
    }
    return String(options[name]);
  });
  return plain ? value : undefined;
}

/** The most answers kept per language and namespace: values put into strings (names, counts) make new ones. */
const MOST_KEPT = 2000;

/**
 * `i18n.getFixedT`, with its answers kept: a key alone (most of a page's strings), or a key with plain options
 * (`{ count: 3 }`, `{ network: 'Telegram' }`), is looked up once per language and namespace while the strings stay
 * the same. i18next copies its whole options object for every call and runs its interpolation again: a tenth of a
 * server render's time. Anything else (options holding objects or functions) goes to i18next every time.
 */
export function cachedFixedT(i18n: I18n, language: string, namespace: string): TFunction {
  const fixed = i18n.getFixedT(language, namespace);
  const strings = lookups(i18n, language, namespace);
  const t = ((key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length > 1 || (rest.length === 1 && !plainOptions(rest[0])))
      return (fixed as unknown as (...args: unknown[]) => unknown)(key, ...rest);
    const kept = rest.length === 0 ? key : `${key}\u0001${JSON.stringify(rest[0])}`;
    if (strings.has(kept)) return strings.get(kept);
    const value =
      plainTranslation(i18n, language, namespace, key, rest[0] as Record<string, string | number | boolean> | undefined) ??
      (fixed as unknown as (...args: unknown[]) => unknown)(key, ...rest);
    if (strings.size >= MOST_KEPT) strings.clear();
    strings.set(kept, value);
    return value;
  }) as unknown as TFunction;
  // Trans and others read which language and namespace a `t` is fixed to.
  return Object.assign(t, {
    lng: (fixed as { lng?: string }).lng,
    ns: (fixed as { ns?: string }).ns,
    keyPrefix: (fixed as { keyPrefix?: string }).keyPrefix,
  });
}

/**
 * The kit's `useTranslation`: the strings of a namespace in the active language, and the i18next instance (the
 * page's, or on the server the request's, from `I18nextProvider`). The components render again when the language
 * changes, as with react-i18next's hook, and when their namespace's strings arrive in a language. Why not that hook: since
 * react-i18next 17 it copies the whole i18next instance (`Object.getOwnPropertyDescriptors`) for every component that
 * calls it, on its first render: 8 % of an
 * uncached server render and a share of every hydration, for the one feature the site does not use (an instance
 * whose identity changes with the language). Strings are loaded before a page renders (the loaders), so there is no
 * Suspense here; `ready` says whether the namespace's strings are there.
 */
export function useTranslation(ns?: string): { t: TFunction; i18n: I18n; ready: boolean } {
  const i18n = (useContext(I18nContext)?.i18n ?? getI18n()) as I18n;
  const subscribe = useCallback(
    (notify: () => void) => {
      countChanges(i18n);
      i18n.on('languageChanged', notify);
      (i18n.store as unknown as Store).on('added', notify);
      return () => {
        i18n.off('languageChanged', notify);
        (i18n.store as unknown as Store).off('added', notify);
      };
    },
    [i18n],
  );
  const namespace = ns ?? (i18n.options.defaultNS as string | undefined) ?? 'common';
  // The language, and the arrival of this namespace's strings in a language: a component renders again when either
  // changes. They can arrive after the language changed (a switch of language on a page renders it once in the new
  // language while the section's strings for it are still on their way); without this, it kept showing their keys.
  const read = () => `${revisions.get(i18n) ?? 0}:${arrivals.get(i18n)?.get(namespace) ?? 0}`;
  const revision = useSyncExternalStore(subscribe, read, read);
  const language = i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new revision is exactly new strings to read
  const t = useMemo(() => cachedFixedT(i18n, language, namespace), [i18n, language, namespace, revision]);
  return { t, i18n, ready: i18n.hasLoadedNamespace(namespace) };
}
