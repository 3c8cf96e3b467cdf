/**
 * What `npm run bench` measures. Each scenario: a name, a path, and optional headers/method/body.
 * Later features add their endpoints here (and their seeding in bench/seed.mjs).
 */
export const scenarios = [
  { name: 'GET /api/health/live', path: '/api/health/live' },
  { name: 'GET /api/health', path: '/api/health' },
];
