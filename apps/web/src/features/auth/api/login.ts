import { sanitizeHtml, type AuthSession } from '@wealthlog/core';
import { api } from '../../../lib/api/client';

export interface LoginInput {
  /** A username or an e-mail address (API.md: username may hold an e-mail). */
  username: string;
  password: string;
}

/** POST /api/auth/login. The username is HTML-sanitised before it leaves the browser. */
export function loginRequest({ username, password }: LoginInput): Promise<AuthSession> {
  return api.post<AuthSession>('/auth/login', {
    username: sanitizeHtml(username.trim()),
    password,
  });
}
