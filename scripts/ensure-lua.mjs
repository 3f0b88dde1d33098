// The differential tests compare our compiled programs with the real lua5.4, so the
// test command makes sure it is there: installed through apt when we are root (CI,
// fresh machines), otherwise a clear instruction and a failure, never a silent skip.
import { spawnSync } from 'node:child_process';

const has = (cmd) => spawnSync(cmd, ['-v'], { stdio: 'ignore' }).status === 0;

if (!has('lua5.4')) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0) {
    console.log('lua5.4 not found: installing it with apt-get (needed by the differential tests)');
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', 'lua5.4'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (!install || install.status !== 0 || !has('lua5.4')) {
      console.error('error: could not install lua5.4; run `apt-get install -y lua5.4` and try again');
      process.exit(1);
    }
  } else {
    console.error('error: the differential tests need lua5.4 on PATH: run `sudo apt-get install -y lua5.4`');
    process.exit(1);
  }
}
