/** Namespace `auth`. */
export const authEn = {
  login: 'Login',
  register: 'Register',
  preparing: 'Sign-in and registration are being prepared. Please check back soon.',
};
