import type { DehydratedQueries } from '../query/query-cache';

/** The element that carries a server render's data into the browser: `<script type="application/json" id=…>`. */
export const SSR_PAYLOAD_ID = 'ssr-data';

/** What the server embeds in a rendered page, and the browser starts from. */
export interface SsrPayload {
  /** The answers the render used (namespaced query hash → data or error). */
  queries: DehydratedQueries;
  /** Remote → version that rendered this HTML. */
  versions: Record<string, string>;
  /** The server already asked the redirect service for this path. */
  redirectChecked: boolean;
  /** A preview link this browser opened (checked by the server): that remote's version, kept on every page. */
  preview?: { remote: string; version: string };
  /** This page view's health token (signed by the server that rendered it): what makes its health beacons count. */
  healthToken?: string;
  /** The cart's count an HTML form's answer carried (its flash): the header's badge shows it from the first paint. */
  cartCount?: number;
  /** The signed-in learner's name the header was rendered with (RenderInput.account), so hydration matches it. */
  account?: string;
}
