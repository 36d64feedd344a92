import type { AppLoadContext } from '@remix-run/node'

/**
 * Runs `work` after the answer has been sent, so that how long the work takes cannot show in the answer's
 * time: a reset link asked for an unknown e-mail is answered exactly as fast as one for a judge's, whose
 * token and e-mail are made only afterwards. Our server (server/app.js) runs it once the answer is out;
 * under plain remix-serve it waits for the next pass of the event loop, which is most of the way.
 * A failure is logged: nobody is waiting for it any more.
 */
export function afterAnswer(context: AppLoadContext, what: string, work: () => Promise<void>): void {
  const run = () => {
    work().catch((error: unknown) => console.error(`${what} failed`, error))
  }
  if (context.afterAnswer) context.afterAnswer(run)
  else setImmediate(run)
}
