import { SectionStrings } from '@tax/shared/widgets';
import { VideoGallery as Gallery, type VideoGalleryProps } from '../features/videos/components/VideoGallery.tsx';
import routes from './routes.ts';

/**
 * Widget for the about page (`<RemoteWidget id="news/VideoGallery" />`): the video gallery, whose players load
 * from YouTube only when the visitor presses play.
 */
export default function VideoGallery(props: VideoGalleryProps) {
  return (
    <SectionStrings section={routes} height={240}>
      <Gallery {...props} />
    </SectionStrings>
  );
}
