// `npm run backup [-- --out FILE]`: every user and the shared rates in one archive (README "Backups").
import { runServerTool } from './lib/server-tool.mjs';

await runServerTool('backup-cli.js', ['backup', ...process.argv.slice(2)]);
