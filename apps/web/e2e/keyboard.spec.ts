import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/fixtures';
import { daysAgo, newFinanceUser } from './support/finance';
import { translator } from './support/i18n';

// A person without a mouse. The skip link, the menu (aria-current on the open page),
// a new account and a new transaction typed in dialogs, a toast announced (role=alert), focus back
// on the button that opened a dialog, Escape closing one. Then the reduced-motion drawer.

/** Presses Tab until the element with `testId` has focus (as a person tabbing to it would). */
async function tabTo(page: Page, testId: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() =>
      document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid'),
    );
    if (focused === testId) return;
  }
  throw new Error(`${testId} never received focus after ${max} Tab presses`);
}

// Read through expect.poll: a dialog gives focus back once its closing transition ends, which
// under load lands after the dialog is already hidden.
const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

test('en, desktop: skip link, menu, a new account and a new transaction, by keyboard only', async ({
  page,
}) => {
  const t = translator('en');
  const api = await newFinanceUser(page, 'en');
  await api.account({ name: 'Checking', balance: 1000 });
  await page.goto('/dashboard');
  await expect(page.getByTestId('page-dashboard')).toBeVisible();

  // The first Tab reaches the skip link, shown while focused; Enter puts focus on the content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: t('app.skipToContent') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // The menu: the open page is announced as current, and Enter on an entry opens it.
  await expect(page.getByTestId('nav-dashboard')).toHaveAttribute('aria-current', 'page');
  await page.locator('body').focus();
  await tabTo(page, 'nav-accounts');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByTestId('nav-accounts')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('nav-dashboard')).not.toHaveAttribute('aria-current');

  // A new account: the dialog opens on its first field, Enter in a field submits it.
  await tabTo(page, 'account-create');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(t('accounts.fields.name'))).toBeFocused();
  await page.keyboard.type('Emergency fund');
  // Type and currency keep their defaults; Tab past them to the opening balance.
  const balance = dialog.getByLabel(t('accounts.fields.openingBalance'));
  for (let i = 0; i < 6 && !(await balance.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(balance).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2500');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Emergency fund').first()).toBeVisible();
  // Focus is back on the button that opened the dialog.
  await expect.poll(() => focusedTestId(page)).toBe('account-create');

  // Escape closes a dialog and gives focus back too.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => focusedTestId(page)).toBe('account-create');

  // A new transaction: income of 250 picked and typed without a mouse.
  await page.goto('/accounts/transactions');
  await expect(page.getByTestId('page-transactions')).toBeVisible();
  await tabTo(page, 'tx-create');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const type = dialog.getByTestId('tx-type');
  await type.focus();
  await page.keyboard.press('ArrowDown'); // opens the list
  const income = page.getByRole('option', { name: t('transactions.types.INCOME'), exact: true });
  await expect(income).toBeVisible();
  for (let i = 0; i < 8 && (await income.getAttribute('data-combobox-selected')) === null; i++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(type).toHaveValue(t('transactions.types.INCOME'));
  await tabTo(page, 'tx-amount');
  await page.keyboard.type('250');
  await tabTo(page, 'tx-description');
  await page.keyboard.type('Keyboard bonus');
  // Past the category to the Save button, and Enter on it.
  await tabTo(page, 'tx-save');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId('transaction-row').filter({ hasText: 'Keyboard bonus' }),
  ).toBeVisible();
  await expect.poll(() => focusedTestId(page)).toBe('tx-create');
  await expectNoSeriousAxeViolations(page);

  // A setting changed with the arrow keys saves itself; its toast is a live region (role=alert),
  // so a screen reader reads it out.
  await page.goto('/settings/settingsGeneral');
  await expect(page.getByTestId('page-settings-general')).toBeVisible();
  await tabTo(page, 'settings-display-mode');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('alert').filter({ hasText: t('settings.saved') })).toBeVisible();
});

test('en, desktop: a new loan and its schedule, by keyboard only', async ({ page }) => {
  const t = translator('en');
  await newFinanceUser(page, 'en');
  await page.goto('/loans');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The dialog, tabbed to and filled in: 12,000 at 4 % over 24 months, everything else as offered.
  await tabTo(page, 'loan-new');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, 'loan-name');
  await page.keyboard.type('Car loan');
  await tabTo(page, 'loan-principal');
  await page.keyboard.type('12000');
  await tabTo(page, 'loan-annualRate');
  await page.keyboard.type('4');
  await tabTo(page, 'loan-termMonths');
  await page.keyboard.type('24');
  await tabTo(page, 'loan-save');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('loan-card').filter({ hasText: 'Car loan' });
  await expect(card).toBeVisible();
  // Focus is back on the button that opened the dialog.
  await expect.poll(() => focusedTestId(page)).toBe('loan-new');

  // Its schedule, opened with Enter: 24 rows, and the balance chart's one-line summary, which a
  // screen reader hears as the chart's description.
  await tabTo(page, 'loan-open');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('schedule-table')).toHaveAttribute('aria-rowcount', '24');
  const chart = page.getByRole('figure', { name: t('loans.fields.balance') });
  await expect(chart).toHaveAccessibleDescription(/^Balance fell 100% between /);
  await expectNoSeriousAxeViolations(page);
});

test('ar, phone, reduced motion: the menu drawer opens by keyboard without sliding', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await newFinanceUser(page, 'ar');
  await page.goto('/dashboard');
  await expect(page.getByTestId('page-dashboard')).toBeVisible();
  await tabTo(page, 'burger');
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('mobile-drawer');
  await expect(drawer).toBeVisible();
  // No transition runs: the drawer is in place at once, not sliding in over 200 ms.
  const durations = await drawer.evaluate((el) => {
    const all = [el, ...el.querySelectorAll('*')].map((n) => getComputedStyle(n));
    return all.map(
      (s) => parseFloat(s.transitionDuration) * 1000 + parseFloat(s.animationDuration) * 1000,
    );
  });
  expect(Math.max(...durations)).toBeLessThan(1);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect.poll(() => focusedTestId(page)).toBe('burger');
});

/**
 * With focus on a Mantine Select, ArrowDown opens its list and moves through it until `option` is
 * the highlighted one, and Enter picks it — the way a person without a mouse chooses.
 */
async function chooseWithArrows(page: Page, option: string): Promise<void> {
  await page.keyboard.press('ArrowDown');
  const item = page.getByRole('option', { name: option, exact: true });
  await expect(item).toBeVisible();
  for (let i = 0; i < 40 && (await item.getAttribute('data-combobox-selected')) === null; i++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/**
 * The focused element shows a focus ring (a non-transparent outline), not focus by colour alone.
 * A visually hidden radio (a segmented control's) is drawn by its label, which carries the ring.
 */
async function expectFocusVisible(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    const drawn = el instanceof HTMLInputElement && el.type === 'radio' ? el.labels?.[0] : el;
    const s = getComputedStyle(drawn ?? el);
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), color: s.outlineColor };
  });
  expect(ring, 'something has focus').not.toBeNull();
  expect(ring!.style).not.toBe('none');
  expect(ring!.width).toBeGreaterThan(0);
  expect(ring!.color).not.toBe('rgba(0, 0, 0, 0)');
}

test('en, desktop: a trade entered and opened, by keyboard only', async ({ page }) => {
  const t = translator('en');
  const api = await newFinanceUser(page, 'en');
  await api.account({ name: 'Broker', balance: 1000, type: 'STOCKS' });
  await page.goto('/trading/trading');
  await expect(page.getByTestId('trades-empty')).toBeVisible();

  // The form opens on the instrument (the only account is already chosen); 100 ACME at 10.
  await tabTo(page, 'new-trade');
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('trading.form.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('trade-instrument')).toBeFocused();
  await page.keyboard.type('ACME');
  await tabTo(page, 'trade-quantity');
  await expectFocusVisible(page);
  await page.keyboard.type('100');
  await tabTo(page, 'trade-entryPrice');
  await page.keyboard.type('10');
  await tabTo(page, 'trade-save');
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Listed, and focus is back on the button that opened the form.
  const details = page.getByRole('button', {
    name: t('trading.table.details', { instrument: 'ACME' }),
  });
  await expect(details).toBeVisible();
  await expect.poll(() => focusedTestId(page)).toBe('new-trade');

  // Its drawer, opened from the list with Enter and closed with Escape, gives focus back.
  for (let i = 0; i < 60 && !(await details.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(details).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('trade-drawer');
  await expect(drawer).toBeVisible();
  await expect(page.getByRole('dialog', { name: /ACME/ })).toBeVisible();
  // An exit of the whole 100 at 12 from the drawer's fill form. The side (an exit, offered first
  // with the open quantity) moves with the arrow keys: to an entry and back.
  await tabTo(page, 'fill-side');
  await expectFocusVisible(page);
  const exit = drawer.getByRole('radio', { name: t('trading.sides.EXIT') });
  await expect(exit).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(drawer.getByRole('radio', { name: t('trading.sides.ENTRY') })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(exit).toBeChecked();
  await tabTo(page, 'fill-quantity');
  await expect(drawer.getByTestId('fill-quantity')).toHaveValue('100');
  await tabTo(page, 'fill-price');
  await page.keyboard.type('12');
  await tabTo(page, 'fill-save');
  await page.keyboard.press('Enter');
  await expect(drawer.getByTestId('fills-table').locator('tr')).toHaveCount(2);
  await expect(drawer).toContainText(t('trading.statuses.CLOSED'));
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(details).toBeFocused();
  await expectNoSeriousAxeViolations(page);
});

test('en, desktop: a property and a rent entry added, by keyboard only', async ({ page }) => {
  const t = translator('en');
  const api = await newFinanceUser(page, 'en');
  await api.account({ name: 'Landlord', balance: 1000 });
  await page.goto('/RealEstate');
  await expect(page.getByTestId('no-properties')).toBeVisible();

  await tabTo(page, 'add-property');
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('realEstate.addProperty') });
  await expect(dialog).toBeVisible();
  await tabTo(page, 'property-name');
  await page.keyboard.type('Rue des Lilas');
  await tabTo(page, 'property-purchasePrice');
  await page.keyboard.type('250000');
  await tabTo(page, 'property-save');
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The new property's page opens; focus lands on its heading, not lost on the page's body.
  const detail = page.getByTestId('property-detail');
  await expect(detail.getByRole('heading', { name: 'Rue des Lilas' })).toBeFocused();

  // Its entries tab, chosen with the arrow keys, and a rent of 1,750 booked to Landlord.
  await tabTo(page, 'tab-overview');
  await expectFocusVisible(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(detail.getByTestId('tab-entries')).toBeFocused();
  await page.keyboard.press('Enter');
  const entry = detail.getByTestId('entry-form');
  await expect(entry).toBeVisible();
  await tabTo(page, 'entry-amount');
  await expectFocusVisible(page);
  await page.keyboard.type('1750');
  await tabTo(page, 'entry-account');
  await chooseWithArrows(page, 'Landlord');
  await expect(entry.getByTestId('entry-account')).toHaveValue('Landlord');
  await tabTo(page, 'entry-save');
  await page.keyboard.press('Enter');
  await expect(detail.getByTestId('entries-income').locator('tr')).toHaveCount(1);
  await expect.poll(() => focusedTestId(page)).toBe('entry-save');
  await expectNoSeriousAxeViolations(page);

  // Back to the list: focus lands on the property's card, ready to open it again with Enter.
  await tabTo(page, 'property-back');
  await page.keyboard.press('Enter');
  const card = page.getByRole('button', { name: /Rue des Lilas/ });
  await expect(card).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(detail.getByRole('heading', { name: 'Rue des Lilas' })).toBeFocused();
});

test('en, desktop: a budget, a monthly item and a skipped occurrence, by keyboard only', async ({
  page,
}) => {
  const t = translator('en');
  const api = await newFinanceUser(page, 'en');
  const checking = await api.account({ name: 'Checking', balance: 5000 });
  await api.transaction({
    accountId: checking.id,
    type: 'EXPENSE',
    amount: 80,
    date: daysAgo(0),
    category: 'Groceries',
    description: 'Market hall',
  });
  await page.goto('/expenses');
  await expect(page.getByTestId('page-expenses')).toBeVisible();

  // A budget of 500 for groceries: the category typed to narrow the list, then picked.
  await tabTo(page, 'budget-category');
  await expectFocusVisible(page);
  await page.keyboard.type('Groc');
  await chooseWithArrows(page, 'Groceries');
  await expect(page.getByTestId('budget-category')).toHaveValue('Groceries');
  await tabTo(page, 'budget-amount');
  await page.keyboard.type('500');
  await tabTo(page, 'budget-save');
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('budget-row').filter({ hasText: 'Groceries' })).toBeVisible();
  // Focus stays on Save (not dropped to the page while it was busy), ready for the next budget.
  await expect.poll(() => focusedTestId(page)).toBe('budget-save');

  // Its 12-month history: opened with Enter, read as a table by the arrow keys, closed with Escape.
  await tabTo(page, 'budget-history');
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const history = page.getByRole('dialog', {
    name: t('expenses.history.title', { name: 'Groceries' }),
  });
  await expect(history).toBeVisible();
  // Its one-line summary: this month's 80.00 is the year's total and its dearest month.
  await expect(history.getByRole('figure')).toHaveAccessibleDescription(
    /^Groceries: €80\.00 spent between .+, the most in .+ \(€80\.00\)\.$/,
  );
  await tabTo(page, 'category-history-view');
  await page.keyboard.press('ArrowRight');
  await expect(history.getByTestId('category-history-table')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await expect.poll(() => focusedTestId(page)).toBe('budget-history');

  // The recurring tab, by arrows on the tab list.
  await tabTo(page, 'tab-budgets');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('tab-recurring')).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, 'recurring-create');
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('recurring.create') });
  await expect(dialog).toBeVisible();
  await tabTo(page, 'recurring-name');
  await page.keyboard.type('Rent');
  await tabTo(page, 'recurring-account');
  await chooseWithArrows(page, 'Checking (EUR)');
  await tabTo(page, 'recurring-amount');
  await page.keyboard.type('1200');
  // Monthly and starting today are the defaults.
  await expect(dialog.getByTestId('recurring-freq')).toHaveValue(t('recurring.freqs.MONTHLY'));
  await tabTo(page, 'recurring-save');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Focus is back on the button that opened the dialog, which is mounted only while open.
  await expect.poll(() => focusedTestId(page)).toBe('recurring-create');

  // Skip its next occurrence: the next date moves on, and the upcoming list shows it skipped.
  const item = page.locator('[data-testid="recurring-row"][data-name="Rent"]');
  const nextBefore = await item.getByTestId('recurring-next').innerText();
  await tabTo(page, 'recurring-skip-next');
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(item.getByTestId('recurring-next')).not.toHaveText(nextBefore);
  await expect(
    page
      .getByTestId('upcoming-list')
      .locator('[data-testid="upcoming-row"][data-status="SKIPPED"]'),
  ).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);

  // A rule (description contains "market" → Dining), then applied to the existing transactions
  // from its preview: both dialogs give focus back to the button that opened them.
  await tabTo(page, 'tab-recurring');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('tab-rules')).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, 'rule-create');
  await page.keyboard.press('Enter');
  const ruleDialog = page.getByRole('dialog', { name: t('txRules.create') });
  await expect(ruleDialog).toBeVisible();
  await tabTo(page, 'rule-name');
  await page.keyboard.type('Market');
  await tabTo(page, 'rule-condition-value-0');
  await page.keyboard.type('market');
  await tabTo(page, 'rule-action-value-0');
  await page.keyboard.type('Dining');
  await tabTo(page, 'rule-save');
  await page.keyboard.press('Enter');
  await expect(ruleDialog).toBeHidden();
  await expect.poll(() => focusedTestId(page)).toBe('rule-create');

  await tabTo(page, 'rule-apply');
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const preview = page.getByTestId('rule-preview');
  await expect(preview).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect.poll(() => focusedTestId(page)).toBe('rule-apply');
  await page.keyboard.press('Enter');
  await expect(preview).toBeVisible();
  await tabTo(page, 'rule-apply-confirm');
  await page.keyboard.press('Enter');
  await expect(preview).toBeHidden();
  await expect.poll(() => focusedTestId(page)).toBe('rule-apply');
});

test('en, desktop: the forecast return changed, a chart read as a table, a scenario saved, by keyboard only', async ({
  page,
}) => {
  const t = translator('en');
  const api = await newFinanceUser(page, 'en');
  const current = await api.account({ name: 'Current', balance: 50_000, openingDate: daysAgo(60) });
  await api.transaction({
    accountId: current.id,
    type: 'EXPENSE',
    amount: 30_000,
    date: daysAgo(20),
    category: 'Life',
  });
  await page.goto('/forecasting');
  await expect(page.getByTestId('page-forecasting')).toBeVisible();
  await expect(page.getByTestId('fire-year')).toBeVisible();
  const yearBefore = await page.getByTestId('fire-year').innerText();

  // The expected return, from its default to 9 %: the FIRE year moves.
  await tabTo(page, 'forecast-annualReturn');
  await expectFocusVisible(page);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('9');
  await expect(page.getByTestId('fire-year')).not.toHaveText(yearBefore);

  // The projection chart as a table, with Space on its toggle; focus stays on the toggle.
  await tabTo(page, 'forecast-projection-toggle');
  await expectFocusVisible(page);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('forecast-projection-table')).toBeVisible();
  await expect(page.getByTestId('forecast-projection-toggle')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => focusedTestId(page)).toBe('forecast-projection-toggle');

  // A scenario named and saved with Enter.
  await tabTo(page, 'scenario-name');
  await page.keyboard.type('Retire early');
  await tabTo(page, 'scenario-save');
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scenario-row')).toHaveCount(1);
  await expect(page.getByTestId('scenario-row')).toContainText('Retire early');
  await expect.poll(() => focusedTestId(page)).toBe('scenario-save');
  // Enter again with the name now empty: nothing saved, and the field says why.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scenario-name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('scenario-name')).toHaveAccessibleDescription(
    t('fieldRules.required', { field: t('forecast.scenarios.name') }),
  );
  await expect(page.getByTestId('scenario-row')).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
});
