import { profilePatch, type ProfileFormValues } from './update-profile';
import type { Profile } from '../types';

const CURRENT: Profile = {
  id: 1,
  fullName: 'Nguyễn Văn Học',
  email: 'hocvien@example.com',
  phone: '0912345678',
  avatar: null,
  birthday: '2005-09-05',
  gender: 'male',
  address: 'Hà Nội',
  policyAcceptedAt: null,
  socialLinks: [],
};
const SAME: ProfileFormValues = { full_name: 'Nguyễn Văn Học', birthday: '05/09/2005', gender: 'male', address: 'Hà Nội' };

describe('profilePatch', () => {
  it.each([
    ['nothing changed (formatting aside)', {}, {}],
    ['a new name, spaces collapsed', { full_name: '  Nguyễn  Văn   An ' }, { full_name: 'Nguyễn Văn An' }],
    ['a new birthday', { birthday: '06/09/2005' }, { birthday: '2005-09-06' }],
    ['the birthday cleared', { birthday: '' }, { birthday: null }],
    ['gender unset', { gender: '' }, { gender: null }],
    ['address tidied', { address: ' Hà   Nội ' }, {}],
    ['a new address', { address: 'TP. Hồ Chí Minh' }, { address: 'TP. Hồ Chí Minh' }],
  ])('%s', (_name, change, expected) => {
    expect(profilePatch({ ...SAME, ...change }, CURRENT)).toEqual(expected);
  });
});
