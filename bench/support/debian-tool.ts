/**
 * A program from Debian's packages that a bench drives (wrk, nginx). When it is missing it is
 * installed (as root), and if that cannot be done the bench stops and says what to install: a
 * bench never falls back to something else and prints figures that measure another thing.
 * Tests never call this.
 */
import { spawnSync } from 'node:child_process';

export function findDebianTool(command: string, debianPackage: string, why: string): string {
  const which = () => spawnSync('sh', ['-c', `PATH="$PATH:/usr/sbin:/sbin" command -v ${command}`], { encoding: 'utf8' }).stdout.trim();
  if (which()) return which();
  if (process.getuid?.() === 0) {
    console.log(`${command} is missing: installing ${debianPackage} from Debian’s packages…`);
    spawnSync('apt-get', ['install', '-y', '-q', debianPackage], { stdio: 'ignore' });
    if (which()) return which();
  }
  console.error(`This bench needs ${command} (apt-get install ${debianPackage}). ${why}`);
  process.exit(2);
}
