import { useState } from 'react';
import { PageHeading } from '../../../components/ui/page-heading';
import { QueryView } from '../../../components/ui/query-view';
import { useQuery } from '../../../lib/use-query';
import { getProfile, profileKey } from '../api/get-profile';
import type { Profile } from '../types';
import { AvatarUpload } from './avatar-upload';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { ChangePhoneForm } from './change-phone-form';
import { formatPhone } from '../../../lib/validation/phone';
import { PolicyCard } from './policy-card';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import { ProfileSection } from './profile-section';
import { SocialLinks } from './social-links';

/** /tai-khoan/ho-so: personal details, avatar, e-mail, phone (proved by a code), password, social links, terms. */
export function ProfilePage() {
  const query = useQuery(profileKey, getProfile);
  return (
    <>
      <PageHeading title="Hồ sơ cá nhân" />
      <QueryView query={query} rows={4}>
        {(profile) => <ProfileSections profile={profile} onSaved={(p) => query.setData(() => p)} reload={query.refetch} />}
      </QueryView>
    </>
  );
}

type Editing = null | 'details' | 'email' | 'phone' | 'password';

function ProfileSections({ profile, onSaved, reload }: { profile: Profile; onSaved: (p: Profile) => void; reload: () => void }) {
  const [editing, setEditing] = useState<Editing>(null);
  const toggle = (what: Exclude<Editing, null>, label: string) => (
    <button type="button" className="btn btn-outline" aria-expanded={editing === what} onClick={() => setEditing(editing === what ? null : what)}>
      {editing === what ? 'Đóng' : label}
    </button>
  );
  return (
    <div className="acc-stack">
      <ProfileSection title="Thông tin cá nhân" actions={editing === 'details' ? null : toggle('details', 'Chỉnh sửa')}>
        <AvatarUpload profile={profile} onSaved={onSaved} />
        {editing === 'details' ? (
          <ProfileForm profile={profile} onCancel={() => setEditing(null)} onSaved={(p) => (onSaved(p), setEditing(null))} />
        ) : (
          <ProfileDetails profile={profile} />
        )}
      </ProfileSection>
      <ProfileSection title="Email đăng nhập" actions={toggle('email', 'Đổi email')}>
        <p>{profile.email ?? 'Bạn chưa có email đăng nhập.'}</p>
        {editing === 'email' ? <ChangeEmailForm currentEmail={profile.email} onCancel={() => setEditing(null)} /> : null}
      </ProfileSection>
      <ProfileSection title="Số điện thoại" actions={toggle('phone', profile.phone ? 'Đổi số điện thoại' : 'Thêm số điện thoại')}>
        <p>{profile.phone ? formatPhone(profile.phone) : 'Bạn chưa có số điện thoại.'}</p>
        {editing === 'phone' ? (
          <ChangePhoneForm profile={profile} onCancel={() => setEditing(null)} onSaved={(p) => (onSaved(p), setEditing(null))} />
        ) : null}
      </ProfileSection>
      <ProfileSection title="Mật khẩu" actions={toggle('password', 'Đổi mật khẩu')}>
        {editing === 'password' ? (
          <ChangePasswordForm onDone={() => setEditing(null)} />
        ) : (
          <p className="acc-muted">Nên đổi mật khẩu định kỳ để bảo vệ tài khoản.</p>
        )}
      </ProfileSection>
      <ProfileSection title="Liên kết mạng xã hội">
        <SocialLinks links={profile.socialLinks} email={profile.email} onChanged={reload} />
      </ProfileSection>
      <ProfileSection title="Điều khoản sử dụng">
        <PolicyCard acceptedAt={profile.policyAcceptedAt} onAccepted={reload} />
      </ProfileSection>
    </div>
  );
}
