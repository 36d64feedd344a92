/**
 * La página de privacidad (/privacy) en español, escrita para madres, padres y tutores: lo que el sitio guarda
 * del proyecto de una familia, quién lo ve, cuánto tiempo se guarda y cómo cambiarlo, retirarlo, pedir una
 * copia o borrarlo. Dice exactamente lo mismo que ../privacy.ts: al cambiar una, cambia la otra.
 */
import type { PrivacyFacts, privacyFor as englishPrivacyFor } from '../privacy'
import { site } from '../site'
import type { Widen } from './widen'

export type Privacy = Widen<ReturnType<typeof englishPrivacyFor>>

const monthYear = new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/**
 * Hasta cuándo se guarda todo, como lo dicen las frases de la página: 'finales de agosto de 2025, tres meses
 * después del evento' (el fin del tercer mes después del día del evento, como keptUntil de
 * app/features/event/event-details.ts en inglés). Las frases lo escriben tras "a" o "hasta".
 */
export function keptUntil(date: string) {
  const day = new Date(`${date}T12:00:00Z`)
  const end = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 3, 1, 12))
  return `finales de ${monthYear.format(end)}, tres meses después del evento`
}

/** Las palabras de la página con la dirección del club y hasta cuándo se guarda todo (PrivacyFacts). */
export const privacyFor = ({ contactEmail, keptUntil }: PrivacyFacts): Privacy => ({
  title: 'Privacidad',
  subtitle:
    'Qué guardamos del proyecto de tu hijo o hija, quién puede verlo y cómo cambiarlo o eliminarlo. No hace falta crear ninguna cuenta.',
  updated: 'mayo de 2025',
  glance: {
    heading: 'De un vistazo',
    cards: [
      {
        icon: 'eye',
        title: 'Público solo después de aprobarse',
        text: 'Nada de lo que envíes aparece en la galería de proyectos hasta que alguien de la organización lo haya revisado y aprobado.',
      },
      {
        icon: 'lock',
        title: 'Tu correo electrónico es privado',
        text: 'Solo lo ve la organización. Nunca se muestra en el sitio, ni a los visitantes ni al jurado.',
      },
      {
        icon: 'clock',
        title: 'Se borra después del evento',
        text: `Los proyectos, los archivos, las direcciones de correo electrónico y las puntuaciones se borran, a más tardar, a ${keptUntil}.`,
      },
      {
        icon: 'pencil',
        title: 'Tú decides si cambiarlo o quitarlo',
        text: 'Edita o retira tu proyecto cuando quieras con el enlace privado que recibes después de enviarlo.',
      },
    ],
  },
  sections: [
    {
      id: 'what-we-store',
      heading: 'Qué guardamos',
      paragraphs: ['Cuando envías un proyecto, guardamos:'],
      items: [
        {
          label: 'El proyecto',
          text: 'su nombre, su descripción, su tipo y su enlace, y el nombre de quien participa tal como lo escribiste.',
        },
        { label: 'Imágenes y archivos', text: 'la miniatura, las fotos y los documentos que subes.' },
        {
          label: 'Tu dirección de correo electrónico',
          text: 'para que la organización pueda ponerse en contacto contigo sobre el proyecto.',
        },
        {
          label: 'Fechas',
          text: 'cuándo enviaste el proyecto y cuándo aceptaste, como madre, padre o tutor legal, que se muestre en la galería pública.',
        },
        { label: 'La evaluación', text: 'las puntuaciones y los comentarios del jurado sobre el proyecto.' },
      ],
      after: [
        'No te pedimos la edad, la escuela ni el domicilio de tu hijo o hija, y las familias no tienen cuentas. El sitio recuerda en una pequeña cookie qué proyectos envió tu navegador, para que puedas seguir su estado. No hay publicidad ni seguimiento.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Las cookies que usamos',
      paragraphs: [
        'El sitio solo usa estas pequeñas cookies, cada una para una sola tarea, y ninguna para seguirte por internet:',
      ],
      items: [
        {
          label: 'sc_submissions',
          text: 'los proyectos que se enviaron desde este navegador, para mostrar su estado y sus enlaces privados. Se guarda durante un año.',
        },
        {
          label: 'sc_session',
          text: 'solo para el jurado y la organización: mantiene su sesión iniciada. Termina cuando cierran la sesión, tras 12 horas sin usarse o a los 7 días.',
        },
        {
          label: 'sc_device_judge y sc_device_admin',
          text: 'se crean cuando alguien del jurado o de la organización ha iniciado sesión en este navegador, para que las contraseñas equivocadas de otras personas en la misma red wifi nunca le bloqueen el acceso. Se guardan durante 180 días.',
        },
        {
          label: 'sc_voter',
          text: 'se crea cuando se escribe un código del Premio del Público en este navegador, para contar los códigos equivocados que se escriben en él. Se guarda durante 7 días.',
        },
        {
          label: 'sc_lang',
          text: 'el idioma que elegiste en el menú de la parte de arriba de la página, para mostrarte todas las páginas en ese idioma. Se guarda durante un año.',
        },
        {
          label: 'sc_toast',
          text: 'un mensaje que aparece una sola vez después de que hagas algo (“Cambios guardados”) y desaparece en cuanto se muestra.',
        },
      ],
    },
    {
      id: 'who-sees-what',
      heading: 'Quién ve qué',
      items: [
        {
          label: 'Todo el mundo',
          text: 'solo una vez que la organización aprueba el proyecto: su nombre, su descripción, sus imágenes, sus archivos, su enlace y el nombre de quien participa (la organización puede decidir mostrar solo el nombre y la inicial del apellido), y sus puntuaciones en la clasificación.',
        },
        {
          label: 'El jurado',
          text: 'los proyectos pendientes de revisión y los proyectos aprobados, para poder puntuarlos. El jurado nunca ve tu dirección de correo electrónico.',
        },
        {
          label: 'La organización',
          text: 'todo, incluida tu dirección de correo electrónico. Nadie más tiene ese acceso.',
        },
        {
          label: 'Tu navegador',
          text: 'tus propios proyectos y su estado, incluso antes de que se aprueben.',
        },
      ],
      after: ['Un proyecto que no se ha aprobado nunca se muestra al público.'],
    },
    {
      id: 'how-long',
      heading: 'Cuánto tiempo lo guardamos',
      paragraphs: [
        `Guardamos los proyectos, sus archivos, las direcciones de correo electrónico y las puntuaciones y los comentarios del jurado hasta ${keptUntil}, para que las familias puedan ver los resultados y podamos entregar los premios. Después lo borramos todo, copias de seguridad incluidas.`,
        'No tienes que esperar: puedes retirar tu proyecto o pedirnos que lo borremos en cualquier momento (te explicamos cómo más abajo).',
      ],
    },
    {
      id: 'change-or-withdraw',
      heading: 'Cambiar o retirar tu proyecto',
      paragraphs: [
        'Después de enviar tu proyecto, el sitio te da un enlace privado que empieza por /my-project/. Guárdalo bien: cualquier persona que tenga el enlace puede cambiar el proyecto.',
        'Con ese enlace puedes corregir el nombre, la descripción o el enlace, cambiar las imágenes y los archivos, o retirar el proyecto. Al retirarlo, se borran de inmediato el proyecto, sus archivos y sus puntuaciones. Si cambias un proyecto que ya estaba aprobado, vuelve a revisión antes de mostrarse otra vez.',
        `¿Perdiste el enlace? Escribe a ${contactEmail} desde la dirección de correo electrónico con la que enviaste el proyecto y haremos el cambio por ti.`,
      ],
    },
    {
      id: 'copy-or-erase',
      heading: 'Pedir una copia o que lo borremos todo',
      paragraphs: [
        `Escribe a ${contactEmail} desde la dirección de correo electrónico con la que enviaste el proyecto. Dinos si quieres:`,
      ],
      items: [
        {
          label: 'Una copia',
          text: 'un archivo con todo lo que guardamos sobre tus proyectos: sus datos, los nombres de sus archivos y las puntuaciones y los comentarios del jurado.',
        },
        {
          label: 'El borrado',
          text: 'borramos de una sola vez todos los proyectos enviados con tu dirección de correo electrónico, sus archivos y sus puntuaciones. No se puede deshacer.',
        },
      ],
    },
  ],
  contact: {
    heading: '¿Tienes preguntas?',
    text: 'Escribe a la organización. Somos un club pequeño y leemos todos los mensajes.',
    email: contactEmail,
    responseTime: 'Respondemos en un plazo máximo de un mes, y normalmente en pocos días.',
  },
})

/** La página por defecto, para lo que lee las palabras de privacidad sin las de la pestaña Evento. */
export const privacy: Privacy = privacyFor({
  contactEmail: site.contactEmail,
  keptUntil: keptUntil(site.event.date),
})
