export type Navigate = (path: string, options: { replace: boolean }) => void;

/** Full page load, used until the shell injects the router's navigate. */
const locationNavigate: Navigate = (path, { replace }) => {
  if (replace) globalThis.location?.replace(path);
  else globalThis.location?.assign(path);
};

let current: Navigate = locationNavigate;

/** The shell injects react-router's navigate here at start-up; null restores the default. */
export function setNavigator(navigate: Navigate | null): void {
  current = navigate ?? locationNavigate;
}

export function navigateTo(path: string, options: { replace?: boolean } = {}): void {
  current(path, { replace: options.replace ?? false });
}
