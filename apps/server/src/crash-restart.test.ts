import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './test/auth.js';
import {
  killGroup,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from './test/server-process.js';

/**
 * kill -9 under write load, then an immediate restart on the same data directory, four times: the
 * app starts every time, every acknowledged write is there, and each balance equals its opening
 * balance plus its transactions. Amounts are whole cents in integers, so the sums are exact.
 */
const CLIENTS = 10;
const CRASHES = 4;
/** The least time writes run before each kill. */
const LOAD_MS = 1000;
/** Writes acknowledged in each round before the kill: enough that a lost one would show. */
const PER_ROUND = 30;
const OPENING_CENTS = [100_000, 50_000];

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-crash-'));
fs.chmodSync(root, 0o755);
const env = {
  DATA_DIR: path.join(root, 'data'),
  RATE_LIMIT_GLOBAL_MAX: '1000000',
  RATE_LIMIT_LOGIN_MAX: '1000',
  RATE_LIMIT_REGISTER_MAX: '1000',
};
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server) await stopServerProcess(server);
  fs.rmSync(root, { recursive: true, force: true });
});

interface Session {
  headers: Record<string, string>;
}
/** The parts of the answers this test reads. */
interface Answer {
  id: number;
  accessToken: string;
  csrfToken: string;
  items: { id: number; amount: number }[];
  total: number;
}
async function call(url: string, method: string, route: string, s?: Session, body?: unknown) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', origin: url, ...s?.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Answer };
}
async function signIn(url: string): Promise<Session> {
  const { json } = await call(url, 'POST', '/api/auth/login', undefined, {
    username: 'crash',
    password: PASSWORD,
  });
  return {
    headers: { authorization: `Bearer ${json.accessToken}`, 'x-csrf-token': json.csrfToken },
  };
}

/** Every transaction of an account, page by page. */
async function allTransactions(url: string, s: Session, accountId: number) {
  const items: { id: number; amount: number }[] = [];
  for (let page = 1; ; page += 1) {
    const { json } = await call(
      url,
      'GET',
      `/api/transactions?accountId=${accountId}&page=${page}&pageSize=100`,
      s,
    );
    items.push(...json.items);
    if (items.length >= json.total) return items;
  }
}

describe('a restart right after kill -9', () => {
  it('always starts and loses no acknowledged write', async () => {
    server = await startServerProcess(env);
    const reg = await call(server.url, 'POST', '/api/auth/register', undefined, {
      username: 'crash',
      email: 'crash@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      firstName: 'C',
      lastName: 'R',
    });
    expect(reg.status).toBe(201);
    let s = await signIn(server.url);
    const accounts: number[] = [];
    for (const cents of OPENING_CENTS) {
      const a = await call(server.url, 'POST', '/api/account', s, {
        name: `A${cents}`,
        type: 'CASH',
        currency: 'EUR',
        balance: cents / 100,
      });
      expect(a.status).toBe(201);
      accounts.push(a.json.id);
    }
    const acked = new Map<number, { accountId: number; cents: number }>();

    for (let crash = 0; crash < CRASHES; crash += 1) {
      const ackedBefore = acked.size;
      let killed = false;
      const url = server.url;
      const session = s;
      const clients = Array.from({ length: CLIENTS }, async (_, c) => {
        for (let n = 0; !killed; n += 1) {
          const accountId = accounts[(c + n) % accounts.length]!;
          const cents = 100 + ((c * 31 + n * 7) % 900); // 1.00 to 9.99
          try {
            const r = await call(url, 'POST', '/api/transactions', session, {
              accountId,
              amount: cents / 100,
              type: 'DEPOSIT',
              date: '2025-05-09',
              description: `c${c} n${n}`,
            });
            if (r.status === 201) acked.set(r.json.id, { accountId, cents });
          } catch {
            return; // the connection died with the server
          }
        }
      });
      // Kill mid-load, while every client has a request in flight, and start again at once: the
      // killed app may still be a zombie and its lock file is still there.
      // A busy CI machine may answer the first writes slowly: wait for the load to be running
      // (each round at least PER_ROUND writes acknowledged), never merely for a fixed time.
      const started = Date.now();
      while (Date.now() - started < LOAD_MS || acked.size < ackedBefore + PER_ROUND) {
        expect(Date.now() - started, 'no write was acknowledged').toBeLessThan(60_000);
        await new Promise((r) => setTimeout(r, 25));
      }
      killed = true;
      killGroup(server);
      const restarted = startServerProcess(env);
      await Promise.all(clients);
      server = await restarted;
      s = await signIn(server.url);
    }

    expect(acked.size).toBeGreaterThanOrEqual(CRASHES * PER_ROUND);
    const list = (await call(server.url, 'GET', '/api/account', s)).json as unknown as {
      id: number;
      balance: number;
    }[];
    for (const [i, accountId] of accounts.entries()) {
      const stored = await allTransactions(server.url, s, accountId);
      const ids = new Set(stored.map((t) => t.id));
      const mine = [...acked].filter(([, w]) => w.accountId === accountId);
      // Every acknowledged write survived; at most one unacknowledged write per client and crash
      // was committed just before the kill.
      expect(mine.filter(([id]) => !ids.has(id))).toEqual([]);
      expect(stored.length - mine.length).toBeLessThanOrEqual(CLIENTS * CRASHES);
      const sumCents = stored.reduce((sum, t) => sum + Math.round(t.amount * 100), 0);
      const account = list.find((a) => a.id === accountId)!;
      expect(Math.round(account.balance * 100)).toBe(OPENING_CENTS[i]! + sumCents);
    }
  }, 300_000);
});
