/**
 * Issue 16's real estate over bench/seed-real-estate.mjs (20 properties, monthly valuations over
 * 10 years, 5k income and expense entries), signed in as its owner. `ctx.realEstate` is what
 * seedRealEstate returned. Targets: p95 ≤ 50 ms at 10 connections.
 */
export function realEstateScenarios(ctx) {
  const headers = ctx.auth;
  const id = ctx.realEstate.propertyIds[0];
  return [
    { name: 'GET /api/real-estate/properties (20)', path: '/api/real-estate/properties', headers },
    {
      name: 'GET /api/real-estate/properties/{id}/metrics (last 12 months)',
      path: `/api/real-estate/properties/${id}/metrics`,
      headers,
    },
  ];
}

/** Issue 15's loans (bench/seed-loans.mjs): the list and a 30-year schedule, computed on read. */
export function loanScenarios(ctx) {
  const headers = ctx.auth;
  return [
    { name: 'GET /api/loans (20)', path: '/api/loans', headers },
    {
      name: 'GET /api/loans/{id}/schedule (360 rows)',
      path: `/api/loans/${ctx.loans.loanIds[1]}/schedule`,
      headers,
    },
  ];
}
