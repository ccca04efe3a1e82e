import { SectionStrings } from '@tax/shared/widgets';
import { ServicesTeaser, type ServicesTeaserProps } from '../features/services/components/ServicesTeaser.tsx';
import routes from './routes.ts';

/**
 * Widget for other sections (`<RemoteWidget id="services/ServicesTeaser" />`): the most used services with
 * prices and links to the calculator and the service list.
 */
export default function ServicesTeaserWidget(props: ServicesTeaserProps) {
  return (
    <SectionStrings section={routes}>
      <ServicesTeaser {...props} />
    </SectionStrings>
  );
}
