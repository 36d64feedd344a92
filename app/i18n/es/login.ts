import type en from '../en/login'

// La página de acceso del organizador: una parte pequeña propia, sin las palabras del panel.
export default {
  'admin.meta.loginTitle': 'Acceso de administración',
  'admin.login.eyebrow': 'Organización',
  'admin.login.title': 'Acceso de administración',
  'admin.login.failed': 'No se pudo iniciar sesión',
  'admin.login.password': 'Contraseña',
  'admin.login.pending': 'Entrando...',
  'admin.login.submit': 'Entrar',
  'admin.login.passwordRequired': 'Escribe la contraseña',
  'admin.login.invalidPassword': 'La contraseña no es correcta',
  'admin.login.successTitle': 'Sesión iniciada',
  'admin.login.successText': '¡Te damos la bienvenida al panel de administración!',
} satisfies Record<keyof typeof en, string>
