/**
 * A readable device name from a User-Agent ('Chrome on Windows'). Order matters: Edge and Opera
 * also say "Chrome", Chrome also says "Safari", iOS also says "Mac OS X".
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export interface Device {
  browser?: string;
  os?: string;
}

export function parseUserAgent(userAgent: string | null | undefined): Device {
  if (!userAgent) return {};
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const os = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  return { ...(browser ? { browser } : {}), ...(os ? { os } : {}) };
}
