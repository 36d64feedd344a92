import { useFileSizes } from '~/components/use-file-sizes'
import type { Progress } from '~/utils/send-form'
import { timeLeft } from '~/utils/time-left'
import { Button } from '~/components/ui'
import { useT } from '~/i18n/react'

/**
 * How far the upload is: a real bar of bytes sent, "x MB of y MB", the time left, and a way to stop. On a
 * slow connection a family may wait a minute: the panel tells them to stay on the page meanwhile.
 */
export function UploadProgress({ progress, onCancel }: { progress: Progress; onCancel?: () => void }) {
  const t = useT()
  const { megabytes } = useFileSizes()
  const { loaded, total } = progress
  const sent = total > 0 && loaded >= total
  const left = timeLeft(progress, t)
  return (
    <div className="space-y-2 rounded-xl bg-indigo-50 p-4 ring-1 ring-indigo-200">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor="upload-progress" className="text-sm font-semibold text-indigo-950">
          {sent ? t('family.upload.saving') : t('family.upload.sending')}
        </label>
        {onCancel && !sent ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('family.upload.cancel')}
          </Button>
        ) : null}
      </div>
      {/* Without a total yet the bar has no value: the browser shows it as busy. */}
      <progress
        id="upload-progress"
        value={total > 0 ? loaded : undefined}
        max={total > 0 ? total : undefined}
        aria-describedby="upload-progress-bytes"
        className="h-3 w-full overflow-hidden rounded-full bg-white accent-indigo-600 [&::-moz-progress-bar]:bg-indigo-600 [&::-webkit-progress-bar]:bg-white [&::-webkit-progress-value]:bg-indigo-600"
      />
      <p id="upload-progress-bytes" className="text-sm tabular-nums text-indigo-900">
        {total > 0
          ? t('family.upload.bytes', { sent: megabytes(loaded), total: megabytes(total) })
          : t('family.upload.starting')}
        {left ? <span data-testid="upload-time-left"> · {left}</span> : null}
      </p>
      <p className="text-sm font-medium text-indigo-950">{t('family.upload.keepOpen')}</p>
    </div>
  )
}

/** A send that did not arrive: the answers and files are still in the form, one tap sends them again. */
export function UploadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT()
  return (
    <div role="alert" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
      <p className="font-semibold">{t('family.upload.notSent')}</p>
      <p className="mt-1">
        {t(message)} {t('family.upload.stillHere')}
      </p>
      <Button className="mt-3" onClick={onRetry}>
        {t('family.upload.retry')}
      </Button>
    </div>
  )
}
