import fs from 'node:fs'
import path from 'node:path'

// Each test file gets its own data folder, so files that load the app's
// database singleton (route loaders and actions) never share a SQLite file.
fs.mkdirSync('tests/.tmp', { recursive: true })
process.env.DATA_DIR = fs.mkdtempSync(path.join('tests/.tmp', 'app-'))
