/** The sample content, one module per domain (see types.ts). Replace these files to replace the content. */
export { news } from './news.ts';
export { videos } from './videos.ts';
export { slides } from './slides.ts';
export { services, businessProducts, personalProducts } from './services.ts';
export { companyProfile, staff, departments, structure, certificates, awards, achievements, partners, mobileApp } from './company.ts';
export { documents } from './documents.ts';
export { openData } from './open-data.ts';
export { regions } from './regions.ts';
export { vacancies } from './vacancies.ts';
export { taxStatistics } from './statistics.ts';
export type * from './types.ts';
