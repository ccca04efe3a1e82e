import { Skeleton } from '@tax/shared';
import { useNewsStrings } from '../app/translations.ts';
import { LatestNewsList } from '../features/news/components/LatestNewsList.tsx';

export interface LatestNewsProps {
  /** How many of the newest articles to show (default 4). */
  limit?: number;
}

/** Widget for the home page (`<RemoteWidget id="news/LatestNews" />`): the newest articles and a link to all. */
export default function LatestNews({ limit = 4 }: LatestNewsProps) {
  const ready = useNewsStrings();
  if (!ready) return <Skeleton height={160} radius="md" />;
  return <LatestNewsList limit={limit} />;
}
