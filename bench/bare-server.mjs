// The yardstick: a bare Fastify route in its own process, measured in the same run as the app,
// so figures from different machines can be compared as ratios.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`BARE_READY ${address}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
