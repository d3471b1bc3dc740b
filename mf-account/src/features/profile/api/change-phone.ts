import { ENDPOINTS, apiPost, updateUserInfo, type UserProfile } from '@edu/shared/core';
import { resendAfterOf } from '../../../lib/resend-after';
import { toProfile } from './to-profile';
import type { Profile } from '../types';

/** POST /api/user/change_phone.json — a code goes to the number by SMS; nothing is saved yet. */
export async function requestPhoneChange(phone: string): Promise<{ resendAfter: number }> {
  return { resendAfter: resendAfterOf(await apiPost<{ resend_after?: number }>(ENDPOINTS.changePhone, { phone })) };
}

/** POST /api/auth/change_phone.json { phone, otp } — the code proves the number; the header's session follows. */
export async function confirmPhoneChange(phone: string, otp: string, socialLinks: Profile['socialLinks']): Promise<Profile> {
  const { user } = await apiPost<{ user: UserProfile }>(ENDPOINTS.changePhoneConfirm, { phone, otp });
  updateUserInfo({ phone: user.phone });
  return { ...toProfile(user), socialLinks };
}
