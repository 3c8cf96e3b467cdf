import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { ActivityList } from './activity-list';

/** Settings → Security's Activity section (composed by app/security-page.tsx). */
export function ActivitySection() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('activity.title')} description={t('activity.description')}>
      <ActivityList />
    </SectionCard>
  );
}
