import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { presetStorage, settle } from './support/fixtures';
import { seedWealthUser } from './support/seed-wealth';

// Every screen, with data in it, through axe: in English on a desktop in light mode and
// in Arabic on a phone in dark mode. No serious or critical finding anywhere.
// A new route or dialog is covered by adding ONE line to STOPS.

type Ids = Awaited<ReturnType<typeof seedWealthUser>>;
interface Stop {
  name: string;
  path: string | ((ids: Ids) => string);
  /** What to open once the page is there (a tab, a detail, a dialog). */
  open?: (page: Page, ids: Ids) => Promise<void>;
}

const click =
  (...testIds: string[]) =>
  async (page: Page) => {
    for (const id of testIds) await page.getByTestId(id).filter({ visible: true }).first().click();
  };
const dialog =
  (...testIds: string[]) =>
  async (page: Page) => {
    await click(...testIds)(page);
    await expect(page.getByRole('dialog').last()).toBeVisible();
  };

const STOPS: Stop[] = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'accounts', path: '/accounts' },
  { name: 'accounts: new account', path: '/accounts', open: dialog('account-create') },
  { name: 'transactions', path: '/accounts/transactions' },
  {
    name: 'transactions: new transaction',
    path: '/accounts/transactions',
    open: dialog('tx-create'),
  },
  { name: 'one account’s transactions', path: (ids) => `/accounts/${ids.accountId}/transactions` },
  { name: 'trading journal', path: '/trading/trading' },
  { name: 'trading: new trade', path: '/trading/trading', open: dialog('new-trade') },
  { name: 'positions', path: '/trading/positions' },
  { name: 'performance', path: '/trading/performance' },
  { name: 'real estate', path: '/RealEstate' },
  { name: 'real estate: new property', path: '/RealEstate', open: dialog('add-property') },
  {
    name: 'property: overview',
    path: '/RealEstate',
    open: (p, ids) => click(`property-card-${ids.propertyId}`, 'tab-overview')(p),
  },
  {
    name: 'property: valuations',
    path: '/RealEstate',
    open: (p, ids) => click(`property-card-${ids.propertyId}`, 'tab-valuations')(p),
  },
  {
    name: 'property: entries',
    path: '/RealEstate',
    open: (p, ids) => click(`property-card-${ids.propertyId}`, 'tab-entries')(p),
  },
  {
    name: 'property: documents',
    path: '/RealEstate',
    open: (p, ids) => click(`property-card-${ids.propertyId}`, 'tab-documents')(p),
  },
  { name: 'expenses: budgets', path: '/expenses' },
  {
    name: "expenses: a category's 12 months",
    path: '/expenses',
    open: dialog('budget-history'),
  },
  { name: 'expenses: recurring', path: '/expenses', open: click('tab-recurring') },
  {
    name: 'expenses: new recurring item',
    path: '/expenses',
    open: dialog('tab-recurring', 'recurring-create'),
  },
  { name: 'expenses: reports', path: '/expenses', open: click('tab-reports') },
  { name: 'expenses: rules', path: '/expenses', open: click('tab-rules') },
  { name: 'expenses: new rule', path: '/expenses', open: dialog('tab-rules', 'rule-create') },
  { name: 'expenses: categories', path: '/expenses', open: click('tab-categories') },
  { name: 'loans', path: '/loans' },
  { name: 'loans: new loan', path: '/loans', open: dialog('loan-new') },
  { name: 'loan: detail and schedule', path: '/loans', open: click('loan-open') },
  { name: 'forecasting', path: '/forecasting' },
  {
    name: 'forecasting: FIRE odds table',
    path: '/forecasting',
    open: (p) => p.getByTestId('fire-odds-table').scrollIntoViewIfNeeded(),
  },
  { name: 'settings: general', path: '/settings/settingsGeneral' },
  { name: 'settings: trading', path: '/settings/settingsTrading' },
  { name: 'settings: profile', path: '/settings/profile' },
  { name: 'settings: security', path: '/settings/security' },
  { name: 'settings: exchange rates', path: '/settings/rates' },
  { name: 'settings: your data', path: '/settings/data' },
  {
    name: 'settings: your data: delete the account',
    path: '/settings/data',
    open: dialog('delete-account-open'),
  },
  { name: 'admin dashboard', path: '/admin/dashboard' },
  { name: 'not found', path: '/no-such-page' },
];

async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// The two combinations are independent (a user each): side by side on the two workers.
test.describe.configure({ mode: 'parallel' });

for (const { locale, scheme, phone } of [
  { locale: 'en', scheme: 'light', phone: false },
  { locale: 'ar', scheme: 'dark', phone: true },
] as const) {
  test(`a11y sweep: ${locale}, ${scheme}, ${phone ? 'phone' : 'desktop'}: no serious or critical axe finding on any page`, async ({
    page,
    request,
  }) => {
    test.setTimeout(STOPS.length * 20_000);
    if (phone) await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await presetStorage(page, { locale });
    const ids = await seedWealthUser(page, request, locale, scheme);

    // Every page is swept even when one fails, so a run lists everything there is to fix.
    const findings: string[] = [];
    for (const stop of STOPS) {
      await test.step(stop.name, async () => {
        await page.goto(typeof stop.path === 'string' ? stop.path : stop.path(ids));
        await settle(page);
        if (stop.open) {
          await stop.open(page, ids);
          await page.waitForLoadState('networkidle');
        }
        if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        for (const line of await seriousFindings(page)) findings.push(`${stop.name} → ${line}`);
      });
    }
    expect(findings).toEqual([]);
  });
}
