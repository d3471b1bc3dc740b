import { num, str, strOrNull } from '../../../lib/to-page';
import type { Gender, Profile, SocialLink } from '../types';

const GENDERS: Gender[] = ['male', 'female', 'other'];

function toLinks(v: unknown): SocialLink[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((x) => {
    if (typeof x === 'string') return [{ provider: x, email: null }];
    if (typeof x !== 'object' || x === null) return [];
    const r = x as Record<string, unknown>;
    return str(r.provider) ? [{ provider: str(r.provider), email: strOrNull(r.email) }] : [];
  });
}

/** GET user.json (or details.json) → the profile view model. */
export function toProfile(raw: Record<string, unknown>): Profile {
  const x = (typeof raw.user === 'object' && raw.user !== null ? { ...raw, ...(raw.user as object) } : raw) as Record<string, unknown>;
  const gender = GENDERS.includes(x.gender as Gender) ? (x.gender as Gender) : '';
  return {
    id: num(x.id),
    fullName: str(x.full_name),
    email: strOrNull(x.email),
    phone: strOrNull(x.phone),
    avatar: strOrNull(x.avatar),
    birthday: strOrNull(x.birthday)?.slice(0, 10) ?? null,
    gender,
    address: str(x.address),
    policyAcceptedAt: strOrNull(x.policy_accepted_at),
    socialLinks: toLinks(x.social_links ?? x.social_networks),
  };
}
