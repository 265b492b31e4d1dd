// Piscina loads this module in each worker thread. Worker threads do not inherit the loader the main
// thread runs TypeScript with (tsx under `npm start` and `npm run dev`, Vite under Vitest), so it
// registers tsx here, the way scripts/start.mjs does, and runs each task with the default export of
// the TypeScript module named in workerData.
//
// It is CommonJS on purpose: piscina first `require()`s its worker file, and on Node 20 requiring an
// ES module with top-level await in a worker thread once aborted the process inside V8. A CommonJS
// file is required as it is, and the TypeScript module is imported asynchronously instead.
'use strict';

const { workerData } = require('node:worker_threads');
const { register } = require('tsx/esm/api');

register();
const tasks = import(workerData.tasksUrl);
// A module that fails to load fails each task with its error (below), not the thread at start-up.
tasks.catch(() => {});

module.exports = async function runTask(task) {
  const { default: run } = await tasks;
  return run(task);
};
