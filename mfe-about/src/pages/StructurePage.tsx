import { useState } from 'react';
import { Button, Group, PageFrame, QueryState, useLocale, useTranslation, UzbekFallbackNote } from '@tax/shared';
import { useStructure } from '../features/structure/api/get-structure.ts';
import { StructureList, StructureTree } from '../features/structure/components/StructureTree.tsx';

/** /about/structure: the organisational tree (expand, collapse, keyboard), or the same as a nested list. */
export default function StructurePage() {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const structure = useStructure(locale);
  const [view, setView] = useState<'tree' | 'list'>('tree');
  return (
    <PageFrame
      title={t('pages.about-structure.title')}
      description={t('pages.about-structure.description')}
      intro={t('pages.about-structure.intro')}
    >
      <Group gap="xs" my="md" role="group" aria-label={t('structure.view')} className="no-print">
        {(['tree', 'list'] as const).map((option) => (
          <Button
            key={option}
            size="sm"
            variant={view === option ? 'filled' : 'outline'}
            color="blue.9"
            aria-pressed={view === option}
            onClick={() => setView(option)}
          >
            {t(`structure.${option}`)}
          </Button>
        ))}
      </Group>
      <QueryState query={structure} isEmpty={(data) => data.items.length === 0} empty={t('common.empty')} lines={6}>
        {(data) => (
          <>
            <UzbekFallbackNote translated={data.items.every((item) => item.translated)} />
            {view === 'tree' ? (
              <>
                <p>{t('structure.keyboardHint')}</p>
                <StructureTree nodes={data.items} />
              </>
            ) : (
              <StructureList nodes={data.items} />
            )}
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
