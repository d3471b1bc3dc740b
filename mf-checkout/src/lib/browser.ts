/** Leaves the single-page app (the payment gateway is another page). A module of its own so tests can stand in. */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
