// `npm start`: builds the client when the build is missing or older than its sources, then starts the
// server in production mode on PORT (default 3000).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/client/index.html');

function newestModification(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    const time = entry.isDirectory() ? newestModification(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function isClientBuildCurrent() {
  if (!existsSync(builtIndex)) return false;
  const builtAt = statSync(builtIndex).mtimeMs;
  const sources = ['src/client', 'src/common'].map((folder) => newestModification(path.join(root, folder)));
  return Math.max(...sources) <= builtAt;
}

if (!isClientBuildCurrent()) {
  console.log('Building the client (dist/client)...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'src/server/main.ts'));
