import { sanitizeHtml, type LoginAnswer } from '@wealthlog/core';
import { api } from '../../../lib/api/client';

export interface LoginInput {
  /** A username or an e-mail address (API.md: username may hold an e-mail). */
  username: string;
  password: string;
}

/**
 * POST /api/auth/login: the session, or the challenge of a second step (two-step sign-in on).
 * The username is HTML-sanitised before it leaves the browser.
 */
export function loginRequest({ username, password }: LoginInput): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/auth/login', {
    username: sanitizeHtml(username.trim()),
    password,
  });
}
