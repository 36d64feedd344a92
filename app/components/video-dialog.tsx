import { useEffect, useRef } from 'react'
import { ExternalLink } from '~/components/ui'
import { useT } from '~/i18n/react'
import { Icon } from '~/components/ui/icons'

/**
 * The 'Watch Video' player: a native modal dialog (focus trap, Escape and
 * backdrop close for free) with the privacy-enhanced embed. Only used when
 * JS runs; without it 'Watch Video' is a link to the project page.
 */
export function VideoDialog({
  video,
  onClose,
}: {
  video: { title: string; embedUrl: string; watchUrl: string | null } | null
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const t = useT()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (video && !element.open) element.showModal()
    if (!video && element.open) element.close()
  }, [video])

  return (
    // A click on the backdrop closes it; keyboards have Escape (native) and the "Close video" button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-label={video ? t('showcase.video.named', { title: video.title }) : t('showcase.video.label')}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) onClose()
      }}
      className="m-auto w-[min(56rem,calc(100vw-2rem))] overflow-hidden rounded-2xl bg-slate-950 p-0 text-white shadow-2xl backdrop:bg-slate-950/80"
    >
      {video ? (
        <div>
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <h2 className="min-w-0 truncate font-semibold">{video.title}</h2>
            <div className="flex shrink-0 items-center gap-1">
              {video.watchUrl ? (
                <ExternalLink
                  href={video.watchUrl}
                  className="inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold text-white/90 underline-offset-4 hover:bg-white/10 hover:underline focus-visible:outline-2 focus-visible:outline-white"
                >
                  {t('showcase.video.openOnYouTube')}
                </ExternalLink>
              ) : null}
              <button
                type="button"
                onClick={onClose}
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
              >
                <Icon name="x" className="size-5" />
                <span className="sr-only">{t('showcase.video.close')}</span>
              </button>
            </div>
          </div>
          <div className="aspect-video bg-black">
            <iframe
              src={video.embedUrl}
              title={video.title}
              className="size-full"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        </div>
      ) : null}
    </dialog>
  )
}
