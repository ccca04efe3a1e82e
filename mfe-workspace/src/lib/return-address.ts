/**
 * Where to go after signing in: the workspace address the staff member was at (`?return=`), when it is one of the
 * workspace's own paths in any language; anything else (another site, another section) goes to the inbox.
 */
export function workspaceReturn(value: string | null | undefined, fallback: string): string {
  if (!value || !/^\/(?:(?:ru|en)\/)?workspace(?:[/?#]|$)/.test(value)) return fallback;
  if (value.includes('//') || value.includes('\\') || value.includes('..') || [...value].some((c) => c.charCodeAt(0) < 0x20))
    return fallback;
  return value;
}
