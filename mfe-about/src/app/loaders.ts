import type { PageLoaderArgs } from '@tax/shared';
import { ensureOr404 } from '../lib/loader.ts';
import { companyQuery } from '../features/company/api/get-company.ts';
import { staffQuery } from '../features/company/api/get-staff.ts';
import { staffMemberQuery } from '../features/company/api/get-staff-member.ts';
import { departmentsQuery } from '../features/company/api/get-departments.ts';
import { structureQuery } from '../features/company/api/get-structure.ts';
import { certificatesQuery } from '../features/company/api/get-certificates.ts';
import { awardsQuery } from '../features/company/api/get-awards.ts';
import { achievementsQuery } from '../features/company/api/get-achievements.ts';
import { partnersQuery } from '../features/company/api/get-partners.ts';
import { openDataQuery } from '../features/company/api/get-open-data.ts';
import { regionsQuery } from '../features/contacts/api/get-regions.ts';
import { vacanciesQuery } from '../features/vacancies/api/get-vacancies.ts';
import { vacancyQuery } from '../features/vacancies/api/get-vacancy.ts';
import { documentQuery } from '../features/documents/api/get-document.ts';
import { vacancyFilterFrom } from '../features/vacancies/hooks/vacancy-filter.ts';

/** The pages' loaders: they prefetch through the shared query client; an unknown slug is the shell's 404. */
/** /about waits for its first screen (the company and its leaders); the other parts' data loads alongside. */
export const about = ({ queryClient, locale }: PageLoaderArgs) => {
  void queryClient.prefetchQuery(departmentsQuery(locale));
  void queryClient.prefetchQuery(certificatesQuery(locale));
  void queryClient.prefetchQuery(awardsQuery(locale));
  void queryClient.prefetchQuery(achievementsQuery(locale));
  void queryClient.prefetchQuery(partnersQuery(locale));
  void queryClient.prefetchQuery(openDataQuery(locale));
  void queryClient.prefetchQuery(regionsQuery(locale));
  void queryClient.prefetchQuery(vacanciesQuery({ page: 1 }, locale));
  return Promise.all([queryClient.prefetchQuery(companyQuery(locale)), queryClient.prefetchQuery(staffQuery(locale))]);
};
export const details = ({ queryClient, locale }: PageLoaderArgs) => queryClient.prefetchQuery(companyQuery(locale));
export const structure = ({ queryClient, locale }: PageLoaderArgs) => queryClient.prefetchQuery(structureQuery(locale));
export const staff = ({ queryClient, locale }: PageLoaderArgs) => queryClient.prefetchQuery(staffQuery(locale));
export const staffMember = ({ queryClient, locale, params }: PageLoaderArgs) =>
  ensureOr404(() => queryClient.ensureQueryData(staffMemberQuery(params.slug ?? '', locale)));
export const vacancies = ({ queryClient, locale, request }: PageLoaderArgs) =>
  Promise.all([
    queryClient.prefetchQuery(vacanciesQuery(vacancyFilterFrom(new URL(request.url).searchParams), locale)),
    queryClient.prefetchQuery(regionsQuery(locale)),
  ]);
export const vacancy = ({ queryClient, locale, params }: PageLoaderArgs) =>
  ensureOr404(() => queryClient.ensureQueryData(vacancyQuery(params.slug ?? '', locale)));
export const contacts = ({ queryClient, locale }: PageLoaderArgs) =>
  Promise.all([queryClient.prefetchQuery(companyQuery(locale)), queryClient.prefetchQuery(regionsQuery(locale))]);
export const ustav = ({ queryClient, locale }: PageLoaderArgs) => queryClient.prefetchQuery(documentQuery('ustav', locale));
export const oferta = ({ queryClient, locale }: PageLoaderArgs) => queryClient.prefetchQuery(documentQuery('oferta', locale));
