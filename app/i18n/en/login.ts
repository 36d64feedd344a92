// The organiser's sign-in page: its own small part, so that it does not carry the dashboard's words.
export default {
  'admin.meta.loginTitle': 'Admin Login',
  'admin.login.eyebrow': 'Organiser',
  'admin.login.title': 'Admin Login',
  'admin.login.failed': 'Login Failed',
  'admin.login.password': 'Password',
  'admin.login.pending': 'Logging in...',
  'admin.login.submit': 'Login',
  'admin.login.passwordRequired': 'Password is required',
  'admin.login.invalidPassword': 'Invalid password',
  'admin.login.successTitle': 'Login Successful',
  'admin.login.successText': 'Welcome to the admin dashboard!',
} as const
