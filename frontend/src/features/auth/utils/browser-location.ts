/** Leaves the app for another site (the sign-in provider). A module of its own so tests can replace it. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
