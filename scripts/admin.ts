// `npm run admin -- grant USERNAME` (or `revoke USERNAME`): gives or takes stored admin rights,
// which work in any mode. `npm run admin -- backup` saves the database, the uploads and the
// session secret as one archive in BACKUP_DIR, also while the server runs; `npm run admin --
// restore FILE` brings them back (server stopped). Commands that need the embedded database
// while the server holds it stop with a message saying so.
import { runAdminCommand } from '../src/server/admin-cli';

const code = await runAdminCommand(process.argv.slice(2), process.env, (line) => console.log(line));
process.exit(code);
