// one rule for the app's sign-in screens and the API's sign-in forms (shared/src/routing/after-auth.ts)
export { redirectAfterAuth, withRedirect } from '@edu/shared/rules';
