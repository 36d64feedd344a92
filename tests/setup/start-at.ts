// A process starting on a database, as the server's first worker or a script does (`openDatabase`), at
// the moment given: for the test of two processes starting at once (tests/integration/migrations.test.ts).
// Run with tsx: `tsx tests/setup/start-at.ts <app.db> <epoch ms> <backups folder>`; prints what it found.
import { openDatabase } from '../../db/connection'

const [file, at, backupDir] = process.argv.slice(2)
// Both processes are loaded by now; they leave this loop within a millisecond of each other.
while (Date.now() < Number(at)) {
  // spin
}
const db = openDatabase(file!, { backupDir })
const migrations = db.$client.prepare('SELECT count(*) FROM __drizzle_migrations').pluck().get()
db.$client.close()
console.log(JSON.stringify({ migrations }))
