/**
 * npm run bench: speed and memory figures for the README, measured on this machine. Each part of the
 * product adds its own measurement: the analyzer's in bench-analyzer.ts, the API's in bench-api.ts,
 * the team lists' in bench-teams.ts, the admin area's (on PostgreSQL) in bench-admin.ts, requests/s of
 * the signed-in profile against a bare Fastify route (PGlite and PostgreSQL) in bench-throughput.ts.
 */
import { benchAnalyzer, formatAnalyzerBench } from './bench-analyzer';
import { benchAdmin, formatAdminBench } from './bench-admin';
import { benchApi, formatApiBench } from './bench-api';
import { benchTeams, formatTeamsBench } from './bench-teams';
import { benchThroughput, formatThroughputBench } from './bench-throughput';

console.log(formatAnalyzerBench(benchAnalyzer()));
console.log('');
console.log(formatApiBench(await benchApi()));
console.log('');
console.log(formatThroughputBench(await benchThroughput()));
console.log('');
console.log(formatTeamsBench(await benchTeams()));
console.log('');
console.log(formatAdminBench(await benchAdmin()));
