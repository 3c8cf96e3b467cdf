import { type JsonPath, rewriteJson, valueAt } from './json-rewrite.js';

/**
 * Comparing what two users read when one holds a restored copy of the other's data: the same
 * bytes, except that every row has a new id. The ids are not dropped: each id of B's answer is
 * paired with the id at the same place in A's, per kind, and the pairing must be one-to-one across
 * every read (account 7 of A is account 3 of B everywhere, in every answer and every field that
 * names it), then B's id is written as A's. An id that pairs differently in two places, or a row
 * that moved in a list, shows up as a difference instead of being normalised away.
 */

/** Fields that hold an id of a kind, wherever they appear. */
const KIND_OF_FIELD: Record<string, string> = {
  accountId: 'accounts',
  toAccountId: 'accounts',
  transactionId: 'transactions',
  tradeId: 'trades',
  fillId: 'fills',
  loanId: 'loans',
  propertyId: 'properties',
  categoryId: 'categories',
  recurringId: 'recurring',
  changedBy: 'users',
  userId: 'users',
  valuationId: 'valuations',
  avatarUploadId: 'uploads',
};

/** Fields that hold a list of ids of a kind. */
const KIND_OF_LIST: Record<string, string> = {
  mediaIds: 'uploads',
  loanIds: 'loans',
};

/** The kind of an `id` under a field (an object's `id` is its own kind's). */
const KIND_OF_OWNER: Record<string, string> = {
  fills: 'fills',
  lastStatusChange: 'statusChanges',
  rateChanges: 'loanRateChanges',
  corrections: 'loanCorrections',
  payments: 'loanPayments',
  accounts: 'accounts',
  user: 'users',
  valuations: 'valuations',
  sample: 'transactions',
};

/** A read, compared: `root` is the kind of the answer's own objects (a list's items). */
export interface ReadSpec {
  url: string;
  root?: string;
  /** The summary by account: each row's `key` is an account id as text. */
  keyKind?: string;
  /**
   * Paths (dot-joined) of what belongs to the reading user's account or session, not to its data:
   * when it signed up, its CSRF token.
   */
  ownAccount?: readonly string[];
  /** A CSV whose first column is an id of this kind (the trades' export). */
  csvIdKind?: string;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** An item of the forecast's cash flow, `<source>:<id>`. */
const ITEM_KEY = /^(recurring|loan|rent):(\d+)$/;
const KIND_OF_ITEM: Record<string, string> = {
  recurring: 'recurring',
  loan: 'loans',
  rent: 'properties',
};

function kindAt(path: JsonPath, spec: ReadSpec, aDoc: unknown): string | null {
  const last = path.at(-1);
  if (typeof last === 'number') return KIND_OF_LIST[String(path.at(-2))] ?? null;
  if (last === undefined) return null;
  // A rule's condition on the account names the account by its id, as text.
  if (
    last === 'value' &&
    path.at(-3) === 'conditions' &&
    valueAt(aDoc, [...path.slice(0, -1), 'field']) === 'accountId'
  )
    return 'accounts';
  if (last !== 'id') return KIND_OF_FIELD[last] ?? null;
  const owner = path
    .slice(0, -1)
    .reverse()
    .find((k): k is string => typeof k === 'string' && k !== 'items');
  if (owner === undefined) {
    if (!spec.root) throw new Error(`${spec.url}: an id at the root, and no root kind`);
    return spec.root;
  }
  const kind = KIND_OF_OWNER[owner];
  if (!kind) throw new Error(`${spec.url}: an id under "${owner}" of no known kind`);
  return kind;
}

/** An id as text; an upload's UUID in lower case, however a route took it (mediaIds keep its case). */
const canon = (id: string | number) => String(id).toLowerCase();

export class IdMap {
  private readonly aToB = new Map<string, string>();
  private readonly bToA = new Map<string, string>();
  /** Pairings that contradict an earlier one: each is a failure of the round trip. */
  readonly conflicts: string[] = [];

  pair(kind: string, a: string | number, b: string | number, where: string): void {
    const [ka, kb] = [`${kind}:${canon(a)}`, `${kind}:${canon(b)}`];
    const hadB = this.aToB.get(ka);
    const hadA = this.bToA.get(kb);
    if (hadB === undefined && hadA === undefined) {
      this.aToB.set(ka, canon(b));
      this.bToA.set(kb, canon(a));
    } else if (hadB !== canon(b) || hadA !== canon(a)) {
      this.conflicts.push(
        `${where}: ${kind} ${a} of A is ${b} of B here, but ${hadB ?? '-'} / ${hadA ?? '-'} before`,
      );
    }
  }

  /** The kinds paired so far. */
  kinds(): string[] {
    return [...new Set([...this.aToB.keys()].map((k) => k.slice(0, k.indexOf(':'))))];
  }

  /** How many pairs have different ids on A and B. */
  changed(): number {
    return [...this.aToB].filter(([k, b]) => k.slice(k.indexOf(':') + 1) !== b).length;
  }

  /** B's id of A's row (a read's URL for B): known once a list has shown both. */
  toB(kind: string, a: string | number): string {
    const b = this.aToB.get(`${kind}:${canon(a)}`);
    if (b === undefined) throw new Error(`No ${kind} ${a} paired yet`);
    return b;
  }

  /** A's id of B's row. */
  toA(kind: string, b: string | number): string {
    const a = this.bToA.get(`${kind}:${canon(b)}`);
    if (a === undefined) throw new Error(`No ${kind} ${b} of B paired yet`);
    return a;
  }

  /**
   * B's answer with its ids written as A's, every other byte as B's server wrote it; pairs the
   * ids on the way. Equal to A's answer byte for byte when the round trip kept everything.
   */
  normalise(spec: ReadSpec, aRaw: string, bRaw: string): string {
    const aDoc = JSON.parse(aRaw) as unknown;
    const where = (path: JsonPath) => `${spec.url} ${path.join('.')}`;
    return rewriteJson(bRaw, (path, token, b) => {
      const a = valueAt(aDoc, path);
      if (spec.ownAccount?.includes(path.join('.')) && typeof a === 'string')
        return JSON.stringify(a);
      const kind = kindAt(path, spec, aDoc);
      if (kind && (typeof b === 'number' || typeof b === 'string')) {
        if (typeof a !== 'number' && typeof a !== 'string') return token;
        this.pair(kind, a, b, where(path));
        return JSON.stringify(a);
      }
      if (typeof b !== 'string' || typeof a !== 'string' || a === b) return token;
      // Ids inside text: an upload's URL, a cash-flow item's key, the summary's account key.
      const itemB = ITEM_KEY.exec(b);
      const itemA = ITEM_KEY.exec(a);
      if (path.at(-1) === 'key' && itemA && itemB && itemA[1] === itemB[1]) {
        this.pair(KIND_OF_ITEM[itemA[1]!]!, itemA[2]!, itemB[2]!, where(path));
        return JSON.stringify(a);
      }
      if (path.at(-1) === 'key' && spec.keyKind && /^\d+$/.test(a) && /^\d+$/.test(b)) {
        this.pair(spec.keyKind, a, b, where(path));
        return JSON.stringify(a);
      }
      const uuidsA = a.match(UUID) ?? [];
      const uuidsB = b.match(UUID) ?? [];
      if (uuidsB.length === 0 || uuidsA.length !== uuidsB.length) return token;
      uuidsB.forEach((u, n) => this.pair('uploads', uuidsA[n]!, u, where(path)));
      let n = 0;
      return JSON.stringify(b.replace(UUID, () => uuidsA[n++]!));
    });
  }

  /** A CSV answer whose first column is an id (never quoted: a number): B's ids written as A's. */
  normaliseCsv(spec: ReadSpec & { csvIdKind: string }, aRaw: string, bRaw: string): string {
    const aLines = aRaw.split('\n');
    return bRaw
      .split('\n')
      .map((line, n) => {
        const b = /^\d+(?=,)/.exec(line)?.[0];
        const a = /^\d+(?=,)/.exec(aLines[n] ?? '')?.[0];
        if (n === 0 || b === undefined || a === undefined) return line;
        this.pair(spec.csvIdKind, a, b, `${spec.url} line ${n + 1}`);
        return a + line.slice(b.length);
      })
      .join('\n');
  }
}

/** Where two texts part: a little of each around the first differing byte. */
export function firstDifference(x: string, y: string): string {
  let i = 0;
  while (i < x.length && x[i] === y[i]) i += 1;
  const from = Math.max(0, i - 100);
  return `\n  A: …${x.slice(from, i + 100)}\n  B: …${y.slice(from, i + 100)}`;
}
