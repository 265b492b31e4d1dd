// Browser tests drive Debian's Chromium through playwright-core. Install it when it is missing, so
// that `npm test` works on a fresh machine (CI and new developers alike).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

console.log(`Chromium not found at ${CHROMIUM}; installing Debian's chromium package...`);
const asRoot = process.getuid?.() === 0 ? '' : 'sudo ';
try {
  execSync(
    `${asRoot}apt-get update -qq && ${asRoot}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
} catch {
  console.error('Could not install Chromium. Install it with: sudo apt-get install chromium');
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium is still missing at ${CHROMIUM}.`);
  process.exit(1);
}
