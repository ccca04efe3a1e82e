import { NewsListPage } from '../features/news/components/NewsListPage.tsx';
import { VideoGallery } from '../features/videos/components/VideoGallery.tsx';

/** `/news`: the news list, with the video gallery under it. */
export default function NewsPage() {
  return (
    <NewsListPage>
      <VideoGallery headingLevel={2} />
    </NewsListPage>
  );
}
