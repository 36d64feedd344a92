import QRCode from 'qrcode'
import type { DB } from '../../../db/connection'
import { listBatches, printBatch } from './ballots.server'

// The printed ballots (docs/decisions/0032): each one's QR code to /vote/<token>, as SVG made on the
// server with `qrcode`, and the code to type at <site>/vote. Printed again from the ids at any time.

export const BALLOTS_PER_PAGE = 8

export type SheetBallot = { id: number; code: string; qrSvg: string }
export type BallotSheet = { batch: number | null; site: string; pages: SheetBallot[][]; count: number }

/** `origin` is the site's own address (PUBLIC_URL): never a request's Host, which anyone can forge. */
export async function ballotSheet(db: DB, origin: string, wanted: number | undefined): Promise<BallotSheet> {
  const batches = listBatches(db)
  const batch = batches.find((b) => b.batch === wanted)?.batch ?? batches.at(-1)?.batch ?? null
  const site = origin.replace(/^https?:\/\//, '')
  if (batch === null) return { batch, site, pages: [], count: 0 }
  const ballots = await Promise.all(
    printBatch(db, batch).map(async ({ id, token, code }) => ({
      id,
      code,
      qrSvg: await QRCode.toString(`${origin}/vote/${token}`, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
      }),
    })),
  )
  const pages: SheetBallot[][] = []
  for (let i = 0; i < ballots.length; i += BALLOTS_PER_PAGE)
    pages.push(ballots.slice(i, i + BALLOTS_PER_PAGE))
  return { batch, site, pages, count: ballots.length }
}
