/**
 * A YouTube address as an editor pastes it, and a video's length as a person writes it: plain functions (no zod), so
 * the workspace's forms and the API's contract read them the same way.
 */

/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
export const YOUTUBE_ID_RE = /^[A-Za-z0-9_-]{11}$/;
/** The longest address accepted (a real one is under 100 characters; more is a paste gone wrong or an attack). */
export const YOUTUBE_URL_MAX = 300;

// Only YouTube's own hosts: `youtube.com.evil.example` is another site.
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const PATH_FORMS = new Set(['embed', 'shorts', 'live']);

/**
 * The video id of a YouTube address (`watch?v=`, `youtu.be/`, `/embed/`, `/shorts/`, with or without `https://`),
 * or null for anything else: another host, another scheme (`javascript:`), a channel or playlist, a bad id.
 */
export function youtubeIdOf(input: string): string | null {
  const v = input.trim();
  if (v.length === 0 || v.length > YOUTUBE_URL_MAX) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(v) || /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(v) ? v : `https://${v}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = parts.length === 1 ? parts[0] : null;
  else if (!YOUTUBE_HOSTS.has(host)) return null;
  else if (parts.length === 1 && parts[0] === 'watch') id = url.searchParams.get('v');
  else if (parts.length === 2 && PATH_FORMS.has(parts[0]!)) id = parts[1];
  return id && YOUTUBE_ID_RE.test(id) ? id : null;
}

/** The one form a YouTube address is kept in (what an editor sees again, whatever form was pasted). */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** The longest video accepted: under a day. */
export const VIDEO_DURATION_MAX_SEC = 24 * 3600 - 1;

/** Seconds of a length written `m:ss`, `mm:ss` or `h:mm:ss` (`4:05`, `1:02:30`), or null (`4:5`, `0:00`, `1:60`). */
export function durationSeconds(input: string): number | null {
  const m = /^(?:(\d{1,2}):([0-5]\d)|(\d{1,3})):([0-5]\d)$/.exec(input.trim());
  if (!m) return null;
  const seconds = m[3] !== undefined ? Number(m[3]) * 60 + Number(m[4]) : Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[4]);
  return seconds > 0 && seconds <= VIDEO_DURATION_MAX_SEC ? seconds : null;
}

/** A length in seconds as `m:ss` or `h:mm:ss` (what durationSeconds reads back). */
export function formatDuration(sec: number): string {
  const h = Math.floor(sec / 3600);
  const m = Math.floor((sec % 3600) / 60);
  const s = String(sec % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
