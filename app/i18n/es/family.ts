import type en from '../en/family'

// Las páginas de las familias: el desafío, el formulario, el enlace privado, los proyectos, la votación.
export default {
  'family.form.notSubmitted': 'Tu proyecto todavía no se ha enviado.',
  'family.form.correctFields': 'Corrige los campos marcados abajo y vuelve a enviarlo.',
  'family.form.name': 'Nombre del proyecto',
  'family.form.authorName': 'Tu nombre',
  'family.form.email': 'Tu correo electrónico',
  'family.form.emailHint': 'Solo lo ven los organizadores, para escribirte sobre tu proyecto.',
  'family.form.type': 'Tipo de proyecto',
  'family.form.method': '¿Cómo lo compartes?',
  'family.form.methodHint': 'Elige una opción del grupo de tu tipo de proyecto.',
  'family.form.chooseOne': 'Elige una…',
  'family.form.url': 'Enlace del proyecto',
  'family.form.urlHint': 'Escribe un enlace válido que cualquiera pueda abrir',
  'family.form.urlNoJsHint': 'Hace falta para los enlaces; déjalo vacío si subes archivos.',
  'family.form.files': 'Subir archivos',
  'family.form.filesHint_one': 'PDF, JPG, PNG o GIF: hasta {{count}} archivo de 20 MB.',
  'family.form.filesHint_other': 'PDF, JPG, PNG o GIF: hasta {{count}} archivos de 20 MB cada uno.',
  'family.form.filesMoreHint': 'Puedes añadir archivos varias veces y quitar cualquiera.',
  'family.form.filesNoJsHint': 'Hace falta si subes archivos; déjalo vacío si compartes un enlace.',
  'family.form.description': 'Descripción del proyecto',
  'family.form.descriptionHint': '¿Qué problema resuelve, cómo lo construiste y cómo te ayudó la IA?',
  'family.form.thumbnail': 'Imagen del proyecto',
  'family.form.thumbnailHint':
    'JPG, PNG o GIF, hasta 5 MB. Esta imagen aparece en la tarjeta de tu proyecto.',
  'family.form.thumbnailNoJsHint': 'En un proyecto de fotos puedes dejarlo vacío: se usa tu primera foto.',
  'family.form.firstPhotoThumbnail': 'Tu primera foto es la imagen del proyecto:',
  'family.form.selected': 'Elegida:',
  'family.form.thumbnailTooLarge': 'Esta imagen pesa más de 5 MB: elige una más pequeña.',
  'family.form.requiredNote': 'Los campos marcados con un asterisco son obligatorios.',
  'family.form.submitting': 'Enviando...',
  'family.form.submit': 'Enviar el proyecto',
  'family.upload.saving': 'Enviado: guardando tu proyecto…',
  'family.upload.sending': 'Enviando tu proyecto',
  'family.upload.cancel': 'Cancelar',
  'family.upload.bytes': '{{sent}} de {{total}}',
  'family.upload.starting': 'Empezando…',
  'family.upload.keepOpen': 'Deja esta página abierta hasta que termine',
  'family.upload.notSent': 'Tu proyecto no se ha enviado.',
  'family.upload.stillHere': 'Tus respuestas y archivos siguen aquí.',
  'family.upload.retry': 'Intentar de nuevo',
  'family.upload.stopped': 'Detuviste el envío.',
  'family.upload.connectionLost': 'Se perdió la conexión.',
  'family.upload.tooLarge': 'Estos archivos pesan más de lo que acepta el sitio.',
  'family.upload.failed': 'No se pudo enviar el proyecto. Inténtalo de nuevo.',
  'family.files.chosen': 'Archivos elegidos',
  'family.files.remove': 'Quitar {{name}}',
  'family.files.lost':
    'Por tu seguridad, los archivos elegidos no se guardan después de un error: vuelve a elegirlos.',
  'family.consent.privacyLink': 'Cómo cuidamos los datos de tu hijo o hija',
  'family.draft.title': 'Tienes un borrador guardado',
  'family.draft.savedOn':
    'Guardado en este dispositivo el {{when}}. Al recuperarlo se rellena lo que escribiste; los archivos hay que elegirlos otra vez.',
  'family.draft.restore': 'Recuperar el borrador',
  'family.draft.discard': 'Descartar el borrador',
  'family.draft.savedAt': 'Borrador guardado en este dispositivo a las {{time}}',
  'family.window.elsewhere': 'Adónde ir en su lugar',
  'family.window.showcase': 'Ver la exposición',
  'family.window.findProject': 'Buscar mi proyecto',
  'family.window.aboutChallenge': 'Sobre el desafío',
  'family.window.sentAlready':
    '¿Ya enviaste un proyecto? En «Buscar mi proyecto» ves cómo va y puedes retirarlo.',
  'family.submit.title': 'Envía tu invento',
  'family.submit.description': 'Comparte tu invento en el Desafío de Innovación Científica.',
  'family.submit.intro':
    'Cuéntanos tu invento. Un organizador revisa cada proyecto antes de que aparezca en la exposición.',
  'family.submit.success': '¡Listo!',
  'family.submit.successDetail': 'Tu proyecto se ha enviado correctamente.',
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
  'family.challenge.ready': '¿Listo para inventar?',
  'family.challenge.readyDetail': 'Comparte tu proyecto o inspírate con lo que han hecho otros.',
} satisfies Record<keyof typeof en, string>
