export type Gender = 'male' | 'female' | 'other' | '';

export interface SocialLink {
  provider: string;
  email: string | null;
}

export interface Profile {
  id: number;
  fullName: string;
  email: string | null;
  phone: string | null;
  avatar: string | null;
  /** ISO date (yyyy-MM-dd) or null. */
  birthday: string | null;
  gender: Gender;
  address: string;
  /** When the learner accepted the terms; null = not yet. */
  policyAcceptedAt: string | null;
  socialLinks: SocialLink[];
}

export const GENDER_LABEL: Record<Gender, string> = { male: 'Nam', female: 'Nữ', other: 'Khác', '': 'Chưa cập nhật' };
