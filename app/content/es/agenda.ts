/**
 * La página del programa (/agenda) en español: las palabras por defecto de ../agenda.ts, con la misma forma
 * y los mismos valores que no son texto (ids, enlaces, horas).
 * Los ponentes aparecen solo por su papel, nunca por su nombre, y sin suponer su género.
 */
import type { agenda as englishAgenda } from '../agenda'
import { site } from '../site'
import type { Widen } from './widen'

export type Agenda = Widen<typeof englishAgenda>

const noonOf = (date: string) => new Date(`${date}T12:00:00Z`)
const weekdayAndDay = new Intl.DateTimeFormat('es', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})

/** El día del evento sin el año, como la tarjeta de la fecha: 'sábado, 31 de mayo'. */
export const eventDayLabel: string = weekdayAndDay.format(noonOf(site.event.date))

const keynoteSpeaker = 'Joven ponente de nuestra charla principal'
const innovationSpeaker = 'Ponente de innovación de 14 años'
const creativeDirector = 'Quien lleva nuestra dirección creativa y fundó una startup'

export const agenda: Agenda = {
  header: {
    heading: 'Programa del evento',
    eventTitle: 'Desafío de Innovación Científica del Kids Startup Club',
  },
  intro: [
    'Únete a jóvenes inventores, familias y mentores en una tarde llena de grandes ideas. Empezamos con una charla inspiradora y después nos ponemos manos a la obra en un desafío práctico, al estilo hackathon, en el que las herramientas de IA son bienvenidas.',
    'No hace falta experiencia: trae tu curiosidad y nosotros te ayudamos con todo lo demás.',
  ],
  keynote: {
    heading: 'Ponente principal',
    speaker: keynoteSpeaker,
    tagline: 'Adolescente con un gran premio de ciencias y mucho talento para inventar',
    biography: [
      'Nuestra charla principal la da alguien que empezó a hacerse grandes preguntas sobre ciencia desde la infancia y nunca dejó de hacerlo. Siendo adolescente, ganó con su investigación un premio de ciencias de 400 mil dólares, uno de los mayores que se pueden conseguir en ciencia a tan corta edad.',
      'Nos contará cómo una pregunta sencilla se convirtió en un descubrimiento de verdad, qué se siente al fallar y volver a intentarlo, y cómo la gente joven puede usar las herramientas de hoy, incluida la IA, para cambiar las cosas.',
      'Después de la charla, nuestros ponentes participan en una breve mesa redonda para responder a tus preguntas.',
    ],
  },
  infoCards: [
    { id: 'date', label: 'Fecha', value: eventDayLabel },
    { id: 'time', label: 'Horario', value: `${site.event.startTime}-${site.event.endTime}` },
    { id: 'access', label: 'Acceso', value: 'Solo con invitación' },
  ],
  howYouCanHelp: {
    heading: 'Cómo puedes ayudar',
    intro: 'Este evento lo hace posible nuestra comunidad. Así puede echar una mano tu familia.',
    cards: [
      {
        title: 'Trae algo para picar o beber',
        description:
          '¡Inventar da mucha hambre! Inscríbete para traer algo saludable para picar o una bebida para compartir en nuestra mesa de meriendas, el Brain Food Bar.',
        link: {
          label: 'Inscríbete en el Brain Food Bar',
          href: 'https://kidsstartupclub.org/brain-food-bar-signup',
        },
      },
      {
        title: 'Trae material de arte o de manualidades',
        description:
          'Cartón, cinta adhesiva, marcadores, cuerda, materiales reciclados: todo lo que ayude a los jóvenes inventores a construir un prototipo.',
      },
      {
        title: 'Trae un dispositivo',
        description:
          'Trae, por favor, una computadora portátil, una tableta o un teléfono con la batería cargada para que tu equipo pueda usar herramientas de IA durante el desafío.',
      },
    ],
  },
  featuredGuides: {
    heading: 'Nuestro equipo de guías',
    intro: 'Conoce a algunas de las personas que inspirarán y guiarán a nuestros jóvenes inventores.',
    guides: [
      {
        name: keynoteSpeaker,
        role: 'Ponente principal y joven talento científico con un gran premio',
        profile: {
          label: 'Ver perfil',
          href: 'https://kidsstartupclub.org/guides/keynote-speaker',
        },
      },
      {
        name: innovationSpeaker,
        role: 'Ponente de innovación y joven talento de la invención',
        profile: {
          label: 'Ver perfil',
          href: 'https://kidsstartupclub.org/guides/innovation-speaker',
        },
      },
      {
        name: creativeDirector,
        role: 'Dirige la parte creativa y fundó su propia startup',
        profile: {
          label: 'Ver perfil',
          href: 'https://kidsstartupclub.org/guides/creative-director',
        },
      },
    ],
  },
  schedule: {
    heading: 'Horario detallado',
    slots: [
      {
        start: '13:00',
        end: '13:30',
        title: 'Llegada, encuentro y presentaciones',
        description:
          'Regístrate al llegar, toma una etiqueta con tu nombre y conoce a otros jóvenes inventores. Empezamos con la bienvenida del Kids Startup Club y de nuestra organización colaboradora.',
        details: [
          'Bienvenida del Kids Startup Club',
          'Bienvenida de nuestra organización colaboradora',
          'Para romper el hielo: comparte un problema que te gustaría que alguien resolviera',
        ],
      },
      {
        start: '13:30',
        end: '14:00',
        title: 'Charla principal',
        description:
          'Una breve presentación a cargo de nuestro joven talento invitado, cuya investigación ganó un premio de ciencias de 400 mil dólares, seguida de una mesa redonda en la que podrás hacer tus preguntas.',
        details: ['Breve charla principal', 'Mesa redonda y preguntas del público'],
        presentation: {
          label: 'Ver la presentación',
          href: 'https://kidsstartupclub.org/presentations/keynote-slides',
        },
      },
      {
        start: '14:00',
        end: '14:15',
        title: 'Momentos eureka',
        description:
          'Con solo 14 años, quien da nuestra charla de innovación nos cuenta sus propios momentos eureka y cómo atrapar al vuelo una gran idea cuando aparece.',
        presentation: {
          label: 'Ver la presentación',
          href: 'https://kidsstartupclub.org/presentations/eureka-moments.pdf',
        },
      },
      {
        start: '14:15',
        end: '14:30',
        title: 'Formación de equipos y pausa para merendar',
        description:
          'Recarga energías en el Brain Food Bar y luego trabaja por tu cuenta o forma un equipo con tu familia y tus nuevos amigos.',
      },
      {
        start: '14:30',
        end: '16:30',
        title: 'Desafío de Innovación Científica',
        description:
          'El desafío práctico, al estilo hackathon. Elige un problema, inventa una solución y construye un prototipo. Las herramientas de IA son bienvenidas, y nuestros guías expertos pasarán por las mesas para ayudarte.',
        details: [
          'Elige un problema y haz una lluvia de ideas para resolverlo',
          'Usa herramientas de IA para investigar, diseñar y construir',
          'Haz un prototipo y ponlo a prueba',
          'Prepara una breve presentación de tu proyecto',
        ],
        guides: [keynoteSpeaker, innovationSpeaker, creativeDirector, 'Mentores del Kids Startup Club'],
      },
      {
        start: '16:30',
        end: '17:00',
        title: 'Muestra de proyectos y premios',
        description:
          'Los equipos presentan sus inventos, el jurado puntúa los proyectos y celebramos el esfuerzo de todos con una entrega de premios.',
        details: ['Presentación de los proyectos', 'Evaluación del jurado', 'Entrega de premios'],
      },
    ],
  },
}
