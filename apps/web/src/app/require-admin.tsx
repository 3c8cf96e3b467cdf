import { isAdmin } from '@wealthlog/core';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { NotFoundPage } from './not-found-page';

/**
 * /admin/* is for ADMIN only. Others get the not-found page, exactly like a path that does not
 * exist: nothing tells them an admin area is there (the server answers 403 regardless).
 */
export function RequireAdmin() {
  const user = useCurrentUser();
  return user && isAdmin(user) ? <Outlet /> : <NotFoundPage />;
}
