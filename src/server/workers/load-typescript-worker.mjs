// Piscina loads this plain module in each worker thread. Worker threads do not inherit the loader the
// main thread runs TypeScript with (tsx under `npm start` and `npm run dev`, Vite under Vitest), so it
// registers tsx here, the way scripts/start.mjs does, and hands piscina the default export of the
// TypeScript module named in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const tasks = await import(workerData.tasksUrl);

export default tasks.default;
