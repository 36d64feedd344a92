import fs from 'node:fs'

/**
 * Makes a private file readable by its owner only (0600): the database (children's names, families'
 * e-mails, password hashes; SQLite gives its -wal and -shm files the same mode) and the cookie secret.
 * Created so if missing, and tightened if an older version left it readable by others.
 */
export function ownerOnly(file: string) {
  fs.closeSync(fs.openSync(file, 'a', 0o600))
  try {
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600)
  } catch (error) {
    console.warn(`Could not make ${file} readable by its owner only:`, (error as Error).message)
  }
}
