import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder until the accounts issue builds this screen (route: /accounts). */
export function AccountsPage() {
  return <PlaceholderPage titleKey="pages.accounts" testId="page-accounts" />;
}
