import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

export type VideoListResponse = Awaited<ReturnType<typeof api.news.videos>>;
export type Video = VideoListResponse['items'][number];

/** Fetches the video gallery (titles and descriptions in the visitor's language). */
export function getVideos(locale: Locale, pageSize: number, signal?: AbortSignal): Promise<VideoListResponse> {
  return api.news.videos({ locale, page: 1, pageSize }, signal ? { signal } : undefined);
}

export function videosQueryOptions(locale: Locale, pageSize = 12) {
  return queryOptions({
    queryKey: ['news', 'videos', locale, pageSize] as const,
    queryFn: ({ signal }) => getVideos(locale, pageSize, signal),
  });
}

export function useVideos(locale: Locale, pageSize = 12) {
  return useQuery(videosQueryOptions(locale, pageSize));
}
