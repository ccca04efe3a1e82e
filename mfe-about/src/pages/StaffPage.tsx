import { PageFrame, QueryState, useLocale, useTranslation } from '@tax/shared';
import { useStaff } from '../features/staff/api/get-staff.ts';
import { StaffCards } from '../features/staff/components/StaffCards.tsx';
import { Section } from '../lib/Section.tsx';

const GROUPS = ['leadership', 'management', 'team'] as const;

/** /staff: everyone, by group, each linking to their page. */
export default function StaffPage() {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const staff = useStaff(locale);
  return (
    <PageFrame title={t('pages.staff.title')} description={t('pages.staff.description')} intro={t('pages.staff.intro')}>
      <QueryState query={staff} isEmpty={(data) => data.items.length === 0} empty={t('common.empty')} lines={6}>
        {(data) => (
          <>
            {GROUPS.map((group) => {
              const people = data.items.filter((person) => person.group === group);
              return people.length ? (
                <Section key={group} id={group} title={t(`staff.groups.${group}`)}>
                  <StaffCards people={people} />
                </Section>
              ) : null;
            })}
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
