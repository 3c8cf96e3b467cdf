// The bench's memory measure (issue 34): the proportional set size (PSS, what a process costs when
// shared pages are split among those sharing them) of the server and of PostgreSQL — the
// postmaster and every process under it — read from /proc on Linux (null elsewhere).
import fs from 'node:fs';
import path from 'node:path';

/** A process's PSS in kB (smaps_rollup), or null when it cannot be read. */
function pssKb(pid) {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** `pid` and every process below it. */
function family(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent pid is the 2nd field after the command, which is in parentheses.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* gone meanwhile */
    }
  }
  const out = [];
  const walk = (p) => {
    out.push(p);
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return out;
}

const mb = (kb) => +(kb / 1024).toFixed(1);

/**
 * PSS of the server (`serverPid`) and of the embedded cluster in `pgDir` (its postmaster's pid is
 * the first line of postmaster.pid), in MB; PostgreSQL's count includes the bench's own two
 * connections. Null where /proc or the cluster is not there.
 */
export function memory(serverPid, pgDir) {
  const server = pssKb(serverPid);
  if (server === null) return null;
  let postgres = null;
  let processes = 0;
  if (pgDir) {
    const postmaster = Number(
      fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const kbs = family(postmaster)
      .map(pssKb)
      .filter((k) => k !== null);
    postgres = kbs.reduce((a, b) => a + b, 0);
    processes = kbs.length;
  }
  return {
    serverPssMb: mb(server),
    postgresPssMb: postgres === null ? null : mb(postgres),
    postgresProcesses: processes,
    totalPssMb: postgres === null ? null : mb(server + postgres),
  };
}

/**
 * BENCH_SHARED_BUFFERS (e.g. 32MB): the embedded server's shared_buffers for this run instead of
 * the household sizing's, to weigh PostgreSQL's memory against the reads in a paired run.
 */
export const sharedBuffersTried = () =>
  process.env.BENCH_SHARED_BUFFERS ? { sharedBuffers: process.env.BENCH_SHARED_BUFFERS } : {};
