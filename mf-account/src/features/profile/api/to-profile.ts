import type { AccountDetails, UserProfile } from '@edu/shared/core';
import type { Profile } from '../types';

/** The API's profile (and, from details.json, the linked sign-in providers) as the profile screens use it. */
export function toProfile(user: UserProfile, links: AccountDetails['social_links'] = []): Profile {
  return {
    id: user.id,
    fullName: user.full_name,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    birthday: user.birthday?.slice(0, 10) ?? null,
    gender: user.gender ?? '',
    address: user.address ?? '',
    policyAcceptedAt: user.policy_accepted_at,
    socialLinks: links.map((l) => ({ provider: l.provider, email: l.email })),
  };
}
