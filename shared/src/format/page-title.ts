import { getRuntimeConfig } from '../config/runtime-config';

/** '{title} | {brand}', or the brand alone when the title is missing or blank (SPEC §1). */
export function pageTitle(title?: string | null, brand: string = getRuntimeConfig().brand): string {
  const t = title?.trim();
  return t ? `${t} | ${brand}` : brand;
}
