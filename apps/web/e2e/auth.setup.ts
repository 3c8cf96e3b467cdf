import { test as setup } from '@playwright/test';
import { registerViaApi, saveUsers, uniqueUser } from './support/users';

// Runs before every spec (project dependency): the admin is registered first, so it is the one
// the server makes ADMIN, whatever order the specs run in afterwards.
setup('register the admin, then a regular user', async ({ request }) => {
  const admin = uniqueUser('admin', 'Grace', 'Hopper');
  await registerViaApi(request, admin);
  const user = uniqueUser('user', 'Ada', 'Lovelace');
  await registerViaApi(request, user);
  saveUsers({ admin, user });
});
