import type { ReactNode } from 'react'
import { useT } from '~/i18n/react'
import { useFileSizes } from '~/components/use-file-sizes'
import { cn } from '~/components/ui'
import { Icon } from '~/components/ui/icons'

/** What the media blocks read of a project: built on the server (features/showcase/project-media.server.ts). */
export type MediaProject = {
  name: string
  thumbnail: string
  embedUrl: string | null
  url: string | null
  files: MediaFile[]
}

type MediaFile = {
  name: string
  url: string
  isImage: boolean
  /** The photo the thumbnail shows: not shown again among the photos, opened from the thumbnail. */
  isThumbnail: boolean
  contentType: string
  size: number
}

/** The photos shown beside the thumbnail: every picture but the one the thumbnail already shows. */
export const photosBesideThumbnail = (files: MediaFile[]) =>
  files.filter((file) => file.isImage && !file.isThumbnail)

/** The photo the thumbnail shows, when it is one of the project's own. */
export const thumbnailPhoto = (files: MediaFile[]) => files.find((file) => file.isThumbnail)

/**
 * The thumbnail; when it is one of the project's photos, a link that opens that photo, which is then not
 * shown again among the photos (each picture once). `className` sizes the outer element.
 */
export function ProjectThumbnail({ project, className }: { project: MediaProject; className?: string }) {
  const photo = thumbnailPhoto(project.files)
  const t = useT()
  const image = (
    <img
      src={project.thumbnail}
      alt={t('showcase.media.thumbnail', { name: project.name })}
      className={cn(
        'aspect-video w-full rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200',
        !photo && className,
      )}
    />
  )
  if (!photo) return image
  return (
    <PhotoLink href={photo.url} className={cn('rounded-xl', className)}>
      {image}
    </PhotoLink>
  )
}

/** A picture that opens its file in a new tab. */
export function PhotoLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: ReactNode
}) {
  const t = useT()
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'block focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        className,
      )}
    >
      {children}
      <span className="sr-only"> {t('showcase.newTab')}</span>
    </a>
  )
}

/**
 * The project's own material: the video player (privacy-enhanced host, allowed by the pages' CSP
 * frame-src), loaded when asked for, its photos, then links to its documents and its site, each opening in a
 * new tab.
 */
export function ProjectMedia({
  project,
  documents: withDocuments = true,
  className,
}: {
  project: MediaProject
  /** False where the page lists the documents itself (the project page's Files). */
  documents?: boolean
  className?: string
}) {
  const t = useT()
  const { fileLabel } = useFileSizes()
  const pictures = project.files.filter((file) => file.isImage)
  const photos = photosBesideThumbnail(project.files)
  const documents = withDocuments ? project.files.filter((file) => !file.isImage) : []
  const link = project.url && !project.embedUrl ? project.url : null
  if (!project.embedUrl && photos.length === 0 && documents.length === 0 && !link) return null

  return (
    <div className={cn('space-y-4', className)}>
      {project.embedUrl ? (
        // The player is YouTube's, its scripts about a megabyte: a phone on the venue's Wi-Fi fetches it
        // only when the visitor asks for the video. Closed, the details hold the frame unloaded (`lazy`);
        // opened, it loads. Without JavaScript a browser loads every frame at once, but the details open
        // and close all the same.
        <details className="group overflow-hidden rounded-xl bg-slate-900">
          <summary className="flex aspect-video cursor-pointer list-none flex-col items-center justify-center gap-3 text-white group-open:hidden focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white [&::-webkit-details-marker]:hidden">
            <span className="flex size-16 items-center justify-center rounded-full bg-white text-slate-900 shadow-lg">
              <Icon name="play" aria-hidden="true" className="size-7 translate-x-0.5 fill-current" />
            </span>
            <span className="font-semibold">{t('showcase.video.play')}</span>
          </summary>
          <div className="aspect-video">
            <iframe
              src={project.embedUrl}
              title={t('showcase.video.named', { title: project.name })}
              className="size-full"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              loading="lazy"
            />
          </div>
        </details>
      ) : null}
      {photos.length > 0 ? (
        <ul aria-label={t('showcase.media.photos')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo) => (
            <li key={photo.name}>
              <PhotoLink href={photo.url} className="overflow-hidden rounded-xl ring-1 ring-slate-200">
                <img
                  src={photo.url}
                  // Counted among all the pictures: the thumbnail's photo is the first.
                  alt={t('showcase.media.photo', {
                    name: project.name,
                    number: pictures.indexOf(photo) + 1,
                    total: pictures.length,
                  })}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover transition hover:scale-105"
                />
              </PhotoLink>
            </li>
          ))}
        </ul>
      ) : null}
      {documents.length > 0 || link ? (
        <ul aria-label={t('showcase.media.links')} className="space-y-2">
          {documents.map((file, index) => (
            <li key={file.name}>
              <MediaLink href={file.url} detail={fileLabel(file)}>
                {documents.length > 1
                  ? t('showcase.media.document', { number: index + 1 })
                  : t('showcase.media.openDocument')}
              </MediaLink>
            </li>
          ))}
          {link ? (
            <li>
              <MediaLink href={link} detail={link}>
                {t('showcase.card.view')}
              </MediaLink>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
}

function MediaLink({ href, detail, children }: { href: string; detail: string; children: string }) {
  const t = useT()
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex min-h-11 items-center justify-between gap-3 rounded-xl bg-white px-4 py-2.5 ring-1 ring-slate-200 hover:bg-indigo-50 hover:ring-indigo-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <span className="min-w-0">
        <span className="block font-semibold text-indigo-700">
          {children}
          <span className="sr-only"> {t('showcase.newTab')}</span>
        </span>
        <span className="block text-sm text-slate-500 wrap-anywhere">{detail}</span>
      </span>
      <Icon name="arrow-up-right" className="size-5 shrink-0 text-indigo-700" />
    </a>
  )
}
