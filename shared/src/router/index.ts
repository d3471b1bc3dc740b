/**
 * The one door to react-router for the shell and every remote (lint refuses a direct import).
 *
 * Why: a shared module cannot be tree-shaken (the host cannot know what a remote will use), so sharing
 * react-router itself shipped all of it — 61 KB gzip, most of it the data-router the apps never use.
 * Shared as `@edu/shared/router`, this module is the singleton instead: webpack keeps only what is
 * listed here (~16 KB), and every Link, hook and router reads one router context.
 * Adding a name is a minor change of @edu/shared (older remotes never ask for it).
 */
export {
  BrowserRouter,
  StaticRouter,
  Routes,
  Route,
  Outlet,
  Link,
  NavLink,
  Navigate,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useInRouterContext,
  matchRoutes,
} from 'react-router-dom';
