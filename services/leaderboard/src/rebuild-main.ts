import { createLogger, openServiceDatabase } from '@pkr/platform';
import { fileURLToPath } from 'node:url';
import { loadLeaderboardConfig } from './config';
import { rebuildStandings } from './rebuild';

/**
 * `npm run leaderboard:rebuild [-- --check]`: recomputes every standing from the settled-bet history, prints
 * each difference from the live table, and replaces the differing rows (with --check it only reports, and
 * exits 1 when anything differs).
 */
const check = process.argv.includes('--check');
const config = loadLeaderboardConfig(process.env);
const logger = createLogger('leaderboard-rebuild', config.LOG_LEVEL);

const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));
const pool = await openServiceDatabase({ databaseUrl: config.DATABASE_URL, migrationsDir, poolSize: 2, logger });
try {
  const report = await rebuildStandings(pool, { repair: !check });
  for (const difference of report.differences) {
    console.log(`${difference.userId} ${difference.field}: live ${JSON.stringify(difference.live)}, rebuilt ${JSON.stringify(difference.rebuilt)}`);
  }
  const verb = check ? 'found' : 'repaired';
  console.log(`${report.players} players checked; ${report.differences.length} differences ${verb}.`);
  process.exitCode = check && report.differences.length > 0 ? 1 : 0;
} finally {
  await pool.end();
}
