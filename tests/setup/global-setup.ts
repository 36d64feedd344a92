import fs from 'node:fs'

// A clean scratch folder for the temporary databases of this run.
export default function setup() {
  fs.rmSync('tests/.tmp', { recursive: true, force: true })
  fs.mkdirSync('tests/.tmp', { recursive: true })
}
