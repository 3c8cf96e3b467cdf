// The bench user's whole backup and its restore into a new user (issue 30: ≤ 10 s each, the
// server's peak RSS under 300 MB), with /api/health/live probed throughout (the event loop stays free).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, probeLive, stats } from './measures.mjs';

/** The server's resident memory, sampled every 50 ms while `fn` runs: its peak in MB. */
async function withPeakRss(pid, fn) {
  let peakKb = 0;
  const sample = () => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) peakKb = Math.max(peakKb, Number(m[1]));
    } catch {
      /* not Linux */
    }
  };
  sample();
  const timer = setInterval(sample, 50);
  const probe = probeLive(fn.address, 20);
  const t0 = performance.now();
  try {
    const result = await fn();
    const ms = Math.round(performance.now() - t0);
    return { ms, peakRssMb: Math.round(peakKb / 1024), live: stats(await probe.stop()), result };
  } finally {
    await probe.stop();
    clearInterval(timer);
  }
}

export async function backupAndRestore(address, ctx, pid) {
  const file = path.join(os.tmpdir(), `wealthlog-bench-backup-${process.pid}.zip`);
  const auth = { authorization: `Bearer ${ctx.token}` };
  const download = async () => {
    const res = await fetch(`${address}/api/backup`, { headers: auth });
    if (!res.ok) throw new Error(`GET /api/backup: ${res.status} ${await res.text()}`);
    const out = fs.createWriteStream(file);
    for await (const chunk of res.body)
      if (!out.write(chunk)) await new Promise((r) => out.once('drain', r));
    await new Promise((r) => out.end(r));
    return {
      bytes: fs.statSync(file).size,
      estimate: Number(res.headers.get('x-backup-estimate')),
    };
  };
  download.address = address;
  const backup = await withPeakRss(pid, download);

  const password = 'Bench!Passw0rd#2025';
  const user = {
    username: 'restored',
    email: 'restored@example.com',
    password,
    confirmPassword: password,
    firstName: 'Restored',
    lastName: 'User',
  };
  await api(address, 'POST', '/api/auth/register', { body: user, headers: { origin: address } });
  const login = await api(address, 'POST', '/api/auth/login', {
    body: { username: 'restored', password },
    headers: { origin: address },
  });
  const upload = async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([fs.readFileSync(file)], { type: 'application/zip' }),
      'backup.zip',
    );
    return api(address, 'POST', '/api/backup/restore', {
      token: login.accessToken,
      csrf: login.csrfToken,
      body: form,
    });
  };
  upload.address = address;
  const restore = await withPeakRss(pid, upload);
  fs.rmSync(file, { force: true });
  const rows = Object.values(restore.result.restored).reduce((a, b) => a + b, 0);
  return {
    backupMs: backup.ms,
    backupMb: +(backup.result.bytes / 1e6).toFixed(1),
    estimateMb: +(backup.result.estimate / 1e6).toFixed(1),
    backupPeakRssMb: backup.peakRssMb,
    backupLive: backup.live,
    restoreMs: restore.ms,
    restoredRows: rows,
    restorePeakRssMb: restore.peakRssMb,
    restoreLive: restore.live,
  };
}
