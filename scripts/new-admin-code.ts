/**
 * `npm run admin:new-code`: replaces the stored admin code with a new one and prints it. With the
 * embedded database, stop the server first: PGlite's files belong to one process at a time.
 */
import { openDatabase } from '../api/db/client';
import { replaceAdminCode } from '../api/lib/admin-code';
import { parseConfig } from '../api/lib/config';
import { passwordHasher } from '../api/lib/password-hash';

const config = parseConfig(process.env);
if (config.adminAccessCode) {
  console.log('ADMIN_ACCESS_CODE is set, so that is the admin code; unset it to use a generated one.');
  process.exit(0);
}
const database = await openDatabase(config);
await database.migrate();
const code = await replaceAdminCode(database.db, passwordHasher(config.passwordHashMemoryKib));
await database.close();
console.log(`New admin code: ${code}\nOnly its hash is stored; keep it somewhere safe.`);
