import type en from '../en/privateLink'

// Las páginas del enlace privado (/my-project/…): el proyecto enviado, sus cambios, su historia y sus nuevas
// versiones, su retirada, los comentarios del jurado y cómo encontrar un enlace perdido. Aparte de las
// palabras del formulario (family), para que la primera visita a /submission no las descargue.
export default {
  'family.own.title': 'Tu proyecto',
  'family.own.sentTitle': 'Tu proyecto se ha enviado',
  'family.own.unknownRequest': 'No entendimos esta petición.',
  'family.own.withdrawn': 'Proyecto retirado',
  'family.own.withdrawnDetail': 'Se han borrado tu proyecto, sus archivos y sus puntuaciones.',
  'family.own.nothingChanged': 'No se cambió nada. Corrige los campos marcados abajo.',
  'family.own.saved': 'Cambios guardados',
  'family.own.savedOffShowcase':
    'Tu proyecto sale de la exposición hasta que un organizador lo vuelva a revisar.',
  'family.own.savedReview': 'Un organizador revisará tu proyecto.',
  'family.own.onShowcase': 'Verlo en la exposición',
  'family.own.keepLinkPrivately':
    '{{keepLink}}. Cualquiera que lo tenga puede cambiar el proyecto, así que no lo compartas.',
  'family.own.change': 'Cambia tu proyecto',
  'family.own.notFound': 'No encontramos el proyecto',
  'family.own.failed': 'No pudimos mostrar esta página. Inténtalo de nuevo más tarde.',
  'Keep this link to change or withdraw your project':
    'Guarda este enlace para cambiar o retirar tu proyecto',
  'This project is on the showcase now. Saving a change takes it off until an organiser has looked at it again.':
    'Este proyecto ya está en la exposición. Si guardas un cambio, saldrá de ella hasta que un organizador lo vuelva a revisar.',
  'This link does not lead to a project. It may have been withdrawn, or the link is incomplete.':
    'Este enlace no lleva a ningún proyecto. Puede que se haya retirado o que el enlace esté incompleto.',
  'Waiting for an organiser’s review': 'Esperando la revisión de un organizador',
  'On the public showcase': 'En la exposición pública',
  'Not approved for the showcase': 'No aprobado para la exposición',
  'family.story.whatChanged': '¿Qué cambiaste o qué aprendiste?',
  'family.story.whatChangedHint':
    'Una o dos frases, hasta {{max}} caracteres. Todo el mundo lo verá en la página de tu proyecto.',
  'family.story.whatChangedRequired': 'Cuéntanos qué cambiaste o qué aprendiste.',
  'family.story.whatChangedTooLong': 'Escribe menos de 280 caracteres.',
  'family.story.newVersion': 'Enviar una nueva versión',
  'family.story.closed':
    'Solo se pueden enviar nuevas versiones mientras el envío de proyectos está abierto.',
  'family.own.newThumbnail': 'Nueva imagen del proyecto',
  'family.own.newThumbnailHint': 'Opcional. JPG, PNG, GIF o WebP, hasta 5 MB, en lugar de la actual.',
  'family.own.newThumbnailHintVersion':
    'Opcional. JPG, PNG, GIF o WebP, hasta 5 MB, en lugar de la actual; si no eliges ninguna, la nueva versión conserva la actual.',
  'family.own.newFiles': 'Archivos nuevos',
  'family.own.newFilesHint':
    'Opcional. Hasta 10 archivos PDF o de imagen, de hasta 20 MB cada uno. Sustituyen a todos tus archivos actuales.',
  'family.own.newFilesHintVersion':
    'Opcional. Hasta 10 archivos PDF o de imagen, de hasta 20 MB cada uno. Sustituyen a todos tus archivos actuales; si no eliges otros, la nueva versión conserva los actuales.',
  'family.own.sending': 'Enviando...',
  'family.own.saving': 'Guardando...',
  'family.own.sendVersion': 'Enviar la nueva versión',
  'family.own.saveChanges': 'Guardar los cambios',
  'family.story.title': 'La historia de tu proyecto',
  'family.story.version': 'Versión {{number}}',
  'family.story.invite':
    '¿Lo mejoraste o aprendiste algo nuevo? Envía una nueva versión: la página de tu proyecto mostrará cómo ha crecido.',
  'family.withdraw.title': 'Retirar tu proyecto',
  'family.withdraw.confirmTitle': '¿Retirar este proyecto?',
  'family.withdraw.confirm':
    '«{{name}}», sus imágenes, sus archivos y las puntuaciones del jurado se borran para siempre. No se puede deshacer.',
  'family.withdraw.confirmVersions_one':
    '«{{name}}», sus imágenes, sus archivos y las puntuaciones del jurado se borran para siempre, con su {{count}} versión. No se puede deshacer.',
  'family.withdraw.confirmVersions_other':
    '«{{name}}», sus imágenes, sus archivos y las puntuaciones del jurado se borran para siempre, con sus {{count}} versiones. No se puede deshacer.',
  'family.withdraw.keep': 'Conservar mi proyecto',
  'family.withdraw.pending': 'Retirando...',
  'family.withdraw.submit': 'Retirar el proyecto',
  'family.withdraw.intro': 'Saca el proyecto del desafío: se borra con sus archivos y puntuaciones.',
  'family.withdraw.introVersions_one':
    'Saca el proyecto del desafío: se borra con sus archivos y puntuaciones, con su {{count}} versión.',
  'family.withdraw.introVersions_other':
    'Saca el proyecto del desafío: se borra con sus archivos y puntuaciones, con sus {{count}} versiones.',
  'family.withdraw.open': 'Retirar el proyecto…',
  'family.sent.reviewPending':
    'Todavía no está en la exposición: aparecerá en cuanto un organizador lo apruebe.',
  'family.sent.reviewApproved': '¡Hecho! Un organizador lo aprobó y ya está en la exposición.',
  'family.sent.reviewRejected':
    'Un organizador no lo aprobó para la exposición. Todavía puedes cambiarlo con tu enlace.',
  'family.sent.thanks': '¡Gracias! «{{name}}», de {{author}}, ya ha llegado a los organizadores.',
  'family.sent.link': 'Tu enlace privado',
  'family.sent.copyLabel': 'tu enlace privado',
  'family.sent.copy': 'Copiar el enlace',
  'family.sent.emailed':
    'También te lo enviamos al correo que nos diste. ¿No llega en unos minutos? Mira en la carpeta de correo no deseado, o cópialo ahora.',
  'family.sent.notEmailed':
    'Cópialo o guarda esta página en favoritos ahora: no podemos volver a enviarte el enlace.',
  'family.sent.browserKeeps': 'Este navegador también lo guarda, en «Tus proyectos» de la exposición.',
  'family.sent.next': 'Qué pasa ahora',
  'family.sent.reviewTitle': 'Un organizador lo revisa',
  'family.sent.closedTitle': 'El envío de proyectos ya está cerrado',
  'family.sent.closed':
    'El proyecto se queda tal como lo enviaste. Tu enlace privado sigue abriéndolo, para retirarlo.',
  'family.sent.changeTitle': 'Todavía puedes cambiarlo',
  'family.sent.change':
    '¿Viste una errata o tienes una foto mejor? Tu enlace privado abre el proyecto para cambiarlo o retirarlo, hasta que se cierre el envío de proyectos.',
  'family.sent.whereNext': 'Adónde ir ahora',
  'family.sent.another': 'Enviar otro proyecto',
  'family.sent.changeOrWithdraw': 'Cambiar o retirar este proyecto',
  'family.version.eyebrow': 'Versión {{version}} de tu proyecto',
  'family.version.intro':
    '¿Mejoraste {{name}} o aprendiste algo nuevo? Envíalo como una nueva versión. La página de tu proyecto mostrará cómo ha crecido, y el jurado que lo vio verá qué cambió. Primero lo revisa un organizador; hasta entonces, la exposición mantiene esta versión.',
  'family.version.title': 'Tu nueva versión',
  'family.version.notApproved': 'Podrás enviar una nueva versión cuando esta ya esté en la exposición.',
  'family.version.nothingSent': 'No se envió nada. Corrige los campos marcados abajo.',
  'family.version.sent': 'Nueva versión enviada',
  'family.version.sentDetail':
    'Un organizador la revisará. Hasta entonces, la exposición mantiene tu versión anterior.',
  'family.version.back': 'Volver a tu proyecto',
  'family.find.intro':
    'Cada proyecto tiene su propio enlace privado. Muestra cómo va el proyecto y te deja cambiarlo mientras el envío de proyectos esté abierto, o retirarlo.',
  'family.find.none':
    'Este navegador no tiene ningún proyecto en su lista. Solo recuerda los proyectos enviados desde él, salvo que se hayan borrado sus cookies.',
  'family.find.where': 'Dónde más está tu enlace',
  'family.find.inMail':
    'En el correo que te enviamos al mandar el proyecto: su asunto empieza por «Tu proyecto».',
  'family.find.onPage':
    'En la página que apareció justo después de enviarlo, si la guardaste en favoritos o copiaste el enlace.',
  'family.find.onDevice':
    'En el móvil o el ordenador desde el que lo enviaste: abre allí esta página, o «Tus proyectos» en la exposición.',
  'family.find.lost': '¿Lo perdiste?',
  'family.find.lostHelp':
    'Nadie puede volver a buscar el enlace, ni siquiera los organizadores: el sitio solo guarda una huella de él. Aun así, los organizadores pueden cambiar o retirar tu proyecto por ti. Escribe a {{email}} desde el correo con el que enviaste el proyecto.',
  'family.feedback.title': 'Comentarios del jurado',
  'family.feedback.earlierVersion':
    'Son sobre la versión que está ahora en la exposición. Tu nueva versión tendrá los suyos cuando el jurado la haya visto.',
} satisfies Record<keyof typeof en, string>
