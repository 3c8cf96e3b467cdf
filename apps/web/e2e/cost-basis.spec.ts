import { expect, test } from '@playwright/test';
import {
  accountMenu,
  accountOnScreen,
  daysAgo,
  moneyText,
  newFinanceUser,
} from './support/finance';

// The user changes an investment account's cost-basis method in the account
// form, sees the realised P&L now and under the new method, confirms, and the balance follows.
// API.md's example: buy 10 @ 100, buy 10 @ 120, sell 15 @ 130 → FIFO +350, LIFO +250.

test('en, desktop: changing the cost basis shows the new realised P&L, then re-books', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const api = await newFinanceUser(page, 'en');
  const broker = await api.account({
    name: 'Broker',
    balance: 1000,
    type: 'STOCKS',
    openingDate: daysAgo(20),
  });
  const { id } = await api.trade({
    accountId: broker.id,
    instrument: 'ACME',
    assetClass: 'STOCK',
    direction: 'LONG',
    quantity: 10,
    entryPrice: 100,
    fees: 0,
    entryDate: `${daysAgo(10)}T10:00:00Z`,
  });
  const fill = (body: object) => api.create(`/api/trade/${id}/fills`, { fees: 0, ...body });
  await fill({ side: 'ENTRY', quantity: 10, price: 120, date: `${daysAgo(9)}T10:00:00Z` });
  await fill({ side: 'EXIT', quantity: 15, price: 130, date: `${daysAgo(8)}T10:00:00Z` });

  await page.goto('/accounts');
  const row = accountOnScreen(page, broker.id);
  // FIFO: 1,000 + 350; the 5 left at 120, marked at 130: open positions +50.
  const balance = row.getByTestId('account-balance');
  await expect(balance).toContainText(await moneyText(page, 'en', 1350));
  await expect(balance).toContainText(await moneyText(page, 'en', 50, { signed: true }));

  await accountMenu(page, broker.id).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const form = page.getByTestId('account-form');
  const methods = form.getByTestId('account-costBasis');
  await expect(methods).toBeVisible();
  // One sentence per method.
  await expect(methods).toContainText('oldest purchases first');
  await expect(methods).toContainText('most recent purchases first');
  await expect(methods).toContainText('average price');
  await expect(form.getByRole('radio', { name: /FIFO/ })).toBeChecked();
  await form.getByRole('radio', { name: /LIFO/ }).check();
  await page.getByTestId('account-save').click();

  const confirm = page.getByTestId('cost-basis-confirm');
  await expect(confirm.getByTestId('cost-basis-current')).toContainText(
    await moneyText(page, 'en', 350),
  );
  await expect(confirm.getByTestId('cost-basis-new')).toContainText('LIFO');
  await expect(confirm.getByTestId('cost-basis-new')).toContainText(
    await moneyText(page, 'en', 250),
  );
  await page.getByTestId('cost-basis-confirm-save').click();
  await expect(confirm).toBeHidden();
  await expect(form).toBeHidden();
  // LIFO: 1,000 + 250 on the list at once; the 5 left are now those at 100: open positions +150.
  await expect(balance).toContainText(await moneyText(page, 'en', 1250));
  await expect(balance).toContainText(await moneyText(page, 'en', 150, { signed: true }));

  // A cash account offers no cost-basis choice.
  await page.getByTestId('account-create').click();
  await expect(page.getByTestId('account-form')).toBeVisible();
  await expect(page.getByTestId('account-costBasis')).toHaveCount(0);
});
