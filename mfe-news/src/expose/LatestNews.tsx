import { SectionStrings } from '@tax/shared';
import { LatestNewsList } from '../features/news/components/LatestNewsList.tsx';
import routes from './routes.ts';

export interface LatestNewsProps {
  /** How many of the newest articles to show (default 4). */
  limit?: number;
}

/** Widget for the home page (`<RemoteWidget id="news/LatestNews" />`): the newest articles and a link to all. */
export default function LatestNews({ limit = 4 }: LatestNewsProps) {
  return (
    <SectionStrings section={routes}>
      <LatestNewsList limit={limit} />
    </SectionStrings>
  );
}
