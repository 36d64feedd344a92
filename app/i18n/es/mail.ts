import type en from '../en/mail'

// Las palabras de los correos: solo del servidor, nunca llegan al navegador.
export default {
  'mail.hello': 'Hola:',
  'mail.team': 'El equipo de {{club}}',
  'mail.link.thanks':
    'Gracias por enviar «{{name}}», de {{author}}, al {{challenge}}. Un organizador lo revisará antes de que aparezca en la exposición.',
  'mail.link.private': 'Cualquiera que tenga este enlace puede cambiar el proyecto, así que no lo compartas.',
  'mail.link.subject': 'Tu proyecto «{{name}}»: tu enlace privado',

  // La valoración del jurado, que se envía a cada familia.
  'mail.feedback.subjectOne': 'La valoración del jurado sobre «{{name}}»',
  'mail.feedback.subjectMany': 'La valoración del jurado sobre tus {{number}} proyectos',
  'mail.feedback.openingOne':
    'El jurado del {{challenge}} ha terminado. Esto es lo que le ha parecido «{{name}}», de {{author}}.',
  'mail.feedback.openingMany':
    'El jurado del {{challenge}} ha terminado. Esto es lo que le han parecido tus proyectos.',
  'mail.feedback.project': '{{name}}, de {{author}}',
  'mail.feedback.by': 'de {{author}}',
  'mail.feedback.onShowcase': 'Míralo en la exposición',
  'mail.feedback.notScored': '{{criterion}}: sin puntuar todavía',
  'mail.feedback.judge': 'Jurado {{number}}',
  'mail.feedback.average':
    'Cada puntuación es la media de las del jurado. Los miembros del jurado se numeran en cada proyecto, nunca se nombran.',
  'mail.feedback.printTip':
    'Para imprimir esta valoración en una sola página, abre el enlace privado de tu proyecto (está en el correo que recibiste al enviarlo y en «Tus envíos», en el móvil o el ordenador desde el que lo enviaste) y pulsa «Imprimir la valoración».',
  'mail.feedback.thanks': '¡Buen trabajo, y gracias por participar!',

  // El enlace de un juez para elegir su contraseña: lo pide en la página de entrada, o es la invitación de
  // un organizador.
  'mail.reset.hello': 'Hola, {{name}}:',
  'mail.reset.why':
    'Alguien (esperamos que hayas sido tú) ha pedido restablecer la contraseña de tu cuenta de juez del {{challenge}}.',
  'mail.reset.validity':
    'El enlace sirve una sola vez, durante 1 hora. Si no lo has pedido tú, puedes ignorar este correo: tu contraseña no cambia.',
  'mail.reset.subject': 'Restablece tu contraseña de juez',
  'mail.reset.chooseHere': 'Elige una contraseña nueva aquí:',
  'mail.reset.choose': 'Elegir una contraseña nueva',
  'mail.reset.copy': 'Si el botón no funciona, copia esta dirección en tu navegador:',
  'mail.invite.why': 'Un organizador del {{challenge}} te ha creado una cuenta de juez.',
  'mail.invite.validity': 'El enlace sirve una sola vez, durante 7 días.',
  'mail.invite.subject': 'Tu cuenta de juez está lista',
} satisfies Record<keyof typeof en, string>
