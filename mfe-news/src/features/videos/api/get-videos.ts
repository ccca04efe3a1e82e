import { api, useQuery, videosQuery, type Locale } from '@tax/shared';

export type VideoListResponse = Awaited<ReturnType<typeof api.news.videos>>;
export type Video = VideoListResponse['items'][number];

/** The video gallery (titles and descriptions in the visitor's language): the kit's one definition (also on /about). */
export const videosQueryOptions = videosQuery;

export function useVideos(locale: Locale, pageSize = 12) {
  return useQuery(videosQuery(locale, pageSize));
}
