import { Skeleton } from '@tax/shared';
import { useNewsStrings } from '../app/translations.ts';
import { VideoGallery as Gallery, type VideoGalleryProps } from '../features/videos/components/VideoGallery.tsx';

/**
 * Widget for the about page (`<RemoteWidget id="news/VideoGallery" />`): the video gallery, whose players load
 * from YouTube only when the visitor presses play.
 */
export default function VideoGallery(props: VideoGalleryProps) {
  const ready = useNewsStrings();
  if (!ready) return <Skeleton height={240} radius="md" />;
  return <Gallery {...props} />;
}
