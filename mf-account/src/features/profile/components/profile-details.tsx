import { DATE_FORMAT, formatDate } from '@edu/shared/dates';
import { formatPhone } from '../../../lib/validation/phone';
import { GENDER_LABEL, type Profile } from '../types';

const NOT_SET = 'Chưa cập nhật';

export function ProfileDetails({ profile }: { profile: Profile }) {
  const rows: [string, string][] = [
    ['Họ và tên', profile.fullName || NOT_SET],
    ['Email', profile.email ?? NOT_SET],
    ['Số điện thoại', profile.phone ? formatPhone(profile.phone) : NOT_SET],
    ['Ngày sinh', profile.birthday ? formatDate(profile.birthday, DATE_FORMAT) : NOT_SET],
    ['Giới tính', GENDER_LABEL[profile.gender]],
    ['Địa chỉ', profile.address || NOT_SET],
  ];
  return (
    <dl className="acc-details">
      {rows.map(([k, v]) => (
        <div key={k} className="acc-details-row">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
