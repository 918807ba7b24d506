// GET /rmscbff/calc/affordability against a bare route of the same server (/healthz), in one
// run: the target is at least 50 % of the bare route's throughput (issue: mortgage math).
import { measure, startServer } from './harness.ts';

const PORT = 3191;
const TARGET_RATIO = 0.5;

const server = await startServer(PORT);
try {
  const rows = await measure(PORT, [
    { name: 'baseline: GET /healthz (bare JSON route)', path: '/healthz' },
    {
      name: 'GET /rmscbff/calc/affordability (DTI-limited)',
      path: '/rmscbff/calc/affordability?annualIncome=85%2C000&availableFunds=60000&monthlyDebt=500&zip=48226&state=MI&dti=0.36',
    },
    {
      name: 'GET /rmscbff/calc/affordability (funds-limited, PMI)',
      path: '/rmscbff/calc/affordability?annualIncome=250000&availableFunds=30000&monthlyDebt=0&state=TX&dti=0.45',
    },
  ]);
  const worst = Math.min(...rows.slice(1).map((row) => row.ratio));
  console.log(
    `\nAffordability at ${(worst * 100).toFixed(0)} % of the bare route (target ≥ ${TARGET_RATIO * 100} %): ${worst >= TARGET_RATIO ? 'met' : 'NOT met'}`,
  );
} finally {
  server.kill('SIGTERM');
}
