import type en from '../en/mail'

// Las palabras de los correos: solo del servidor, nunca llegan al navegador.
export default {
  'mail.hello': 'Hola:',
  'mail.team': 'El equipo de {{club}}',
  'mail.link.thanks':
    'Gracias por enviar «{{name}}», de {{author}}, al {{challenge}}. Un organizador lo revisará antes de que aparezca en la exposición.',
  'mail.link.private': 'Cualquiera que tenga este enlace puede cambiar el proyecto, así que no lo compartas.',
  'mail.link.subject': 'Tu proyecto «{{name}}»: tu enlace privado',
} satisfies Record<keyof typeof en, string>
