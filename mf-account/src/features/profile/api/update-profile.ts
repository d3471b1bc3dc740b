import { ENDPOINTS, apiPatch, updateUserInfo, type UserProfile } from '@edu/shared/core';
import { birthDateToIso } from '@edu/shared/dates';
import { normalizeFullName } from '../../../lib/validation/full-name';
import type { Gender, Profile } from '../types';
import { toProfile } from './to-profile';

export interface ProfileFormValues {
  [key: string]: string;
  full_name: string;
  birthday: string;
  gender: string;
  address: string;
}

export interface ProfilePatch {
  full_name?: string;
  birthday?: string | null;
  gender?: Gender | null;
  address?: string;
  avatar?: string;
}

/** Only what changed, normalised for the API (yyyy-MM-dd, collapsed spaces). E-mail and phone have their own calls. */
export function profilePatch(values: ProfileFormValues, current: Profile): ProfilePatch {
  const patch: ProfilePatch = {};
  const name = normalizeFullName(values.full_name);
  if (name !== current.fullName) patch.full_name = name;
  const birthday = values.birthday.trim() ? birthDateToIso(values.birthday) : null;
  if (birthday !== current.birthday) patch.birthday = birthday;
  const gender = (values.gender || null) as Gender | null;
  if ((gender ?? '') !== current.gender) patch.gender = gender;
  const address = values.address.replace(/\s+/g, ' ').trim();
  if (address !== current.address) patch.address = address;
  return patch;
}

/** PATCH /api/user/user.json → { user }; the session's name and avatar follow so the header updates at once. */
export async function updateProfile(patch: ProfilePatch): Promise<Profile> {
  const { user } = await apiPatch<{ user: UserProfile }>(ENDPOINTS.user, patch);
  const profile = toProfile(user);
  updateUserInfo({ full_name: profile.fullName, avatar: profile.avatar });
  return profile;
}
