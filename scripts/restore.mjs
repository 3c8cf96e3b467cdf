// `npm run restore -- FILE`: a server backup back into this server (README "Backups").
import { runServerTool } from './lib/server-tool.mjs';

await runServerTool('backup-cli.js', ['restore', ...process.argv.slice(2)]);
