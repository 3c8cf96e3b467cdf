import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder until the loans issue builds this screen (route: /loans). */
export function LoansPage() {
  return <PlaceholderPage titleKey="pages.loans" testId="page-loans" />;
}
