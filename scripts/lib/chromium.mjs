import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function works(path) {
  try {
    execFileSync(path, ['--version'], { stdio: 'pipe', timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds a Chromium for Playwright: CHROME_PATH, the system one, or Playwright's own. With none,
 * as root with apt, installs Debian's `chromium`; otherwise explains how to get one. Never
 * downloads a browser build of its own.
 */
export function ensureChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (works(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH=${fromEnv} does not run. Point it at a working Chromium.`);
  }
  for (const c of CANDIDATES) if (fs.existsSync(c) && works(c)) return c;
  const playwrightOwn = findPlaywrightChromium();
  if (playwrightOwn) return playwrightOwn;

  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (works('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    [
      'No Chromium found for the end-to-end tests.',
      'Install one and run again, for example:',
      '  Debian/Ubuntu:  sudo apt-get install chromium',
      '  Fedora:         sudo dnf install chromium',
      '  macOS:          brew install --cask chromium',
      'or point CHROME_PATH at any Chromium or Chrome binary.',
    ].join('\n'),
  );
}

function findPlaywrightChromium() {
  try {
    const dir = `${process.env.HOME ?? ''}/.cache/ms-playwright`;
    if (!fs.existsSync(dir)) return undefined;
    for (const d of fs
      .readdirSync(dir)
      .filter((n) => n.startsWith('chromium-'))
      .sort()
      .reverse()) {
      const bin = `${dir}/${d}/chrome-linux/chrome`;
      if (fs.existsSync(bin) && works(bin)) return bin;
    }
  } catch {
    /* none */
  }
  return undefined;
}
