import { readFileSync } from 'node:fs';

/** The server package's version (src/ and dist/ sit at the same depth below it). */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
