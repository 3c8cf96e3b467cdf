import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder until the expenses issue builds this screen (route: /expenses). */
export function ExpensesPage() {
  return <PlaceholderPage titleKey="pages.expenses" testId="page-expenses" />;
}
