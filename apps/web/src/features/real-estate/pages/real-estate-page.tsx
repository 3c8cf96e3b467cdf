import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder until the real-estate issue builds this screen (route: /RealEstate). */
export function RealEstatePage() {
  return <PlaceholderPage titleKey="pages.realEstate" testId="page-real-estate" />;
}
