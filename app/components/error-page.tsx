import { ButtonLink, Container } from '~/components/ui'
import { useT } from '~/i18n/react'
import { Icon } from '~/components/ui/icons'

export function NotFound() {
  const t = useT()
  return <ErrorPage title={t('error.notFound.title')} message={t('error.notFound.message')} />
}

export function ErrorPage({ title, message }: { title: string; message: string }) {
  const t = useT()
  return (
    <Container className="py-20 text-center sm:py-28">
      <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <Icon name="telescope" className="size-10" strokeWidth={1.75} />
      </span>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/challenge-info">{t('error.toChallenge')}</ButtonLink>
        <ButtonLink to="/feed" variant="secondary">
          {t('error.toFeed')}
        </ButtonLink>
      </div>
    </Container>
  )
}
