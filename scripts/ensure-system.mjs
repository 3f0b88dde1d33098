// The test command needs two programs from Debian's packages: lua5.4, which the differential
// tests compare our compiled programs with, and chromium, which the browser tests drive through
// playwright-core (never a browser download of a test tool's own). When one is missing it is
// installed through apt when we are root (CI, fresh machines), in one apt run; otherwise a clear
// instruction and a failure, never a silent skip.
import { spawnSync } from 'node:child_process';

/** What the tests need: the command they run, how to ask its version, and its Debian package. */
const NEEDED = [
  { command: 'lua5.4', versionFlag: '-v', pkg: 'lua5.4', why: 'the differential tests' },
  { command: 'chromium', versionFlag: '--version', pkg: 'chromium', why: 'the browser tests (test/browser, test/csp)' },
];

const present = (need) => spawnSync(need.command, [need.versionFlag], { stdio: 'ignore' }).status === 0;

const missing = NEEDED.filter((need) => !present(need));
if (missing.length > 0) {
  const pkgs = missing.map((need) => need.pkg);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0) {
    for (const need of missing) console.log(`${need.command} not found: installing ${need.pkg} with apt-get (needed by ${need.why})`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...pkgs], { stdio: 'inherit', env });
    const still = missing.filter((need) => !present(need));
    if (!install || install.status !== 0 || still.length > 0) {
      console.error(`error: could not install ${pkgs.join(' ')}; run \`apt-get install -y ${pkgs.join(' ')}\` and try again`);
      process.exit(1);
    }
  } else {
    for (const need of missing) console.error(`error: ${need.why} need ${need.command} on PATH`);
    console.error(`run \`sudo apt-get install -y ${pkgs.join(' ')}\` and try again`);
    process.exit(1);
  }
}
