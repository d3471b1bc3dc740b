import { showToast } from '@edu/shared/core';
import { FormAlert } from '../../../components/ui/form-alert';
import { useForm } from '@edu/shared/form';
import { formatBirthDateInput, isoToBirthDate, validateBirthDate } from '@edu/shared/dates';
import { validateFullName } from '../../../lib/validation/full-name';
import { profilePatch, updateProfile, type ProfileFormValues } from '../api/update-profile';
import { GENDER_LABEL, type Profile } from '../types';
import { Button, SelectField, TextField } from '@edu/ui';

const optional = (rule: (v: string) => string | null) => (v: string) => (v.trim() === '' ? null : rule(v));
/** In the profile a birthday only has to be a real past date; the age gate is the age modal's job. */
const validateProfileBirthday = optional((v) => validateBirthDate(v, new Date(), 0));
const validateAddress = (v: string) => (v.trim().length > 200 ? 'Địa chỉ tối đa 200 ký tự' : null);

export function ProfileForm({ profile, onSaved, onCancel }: { profile: Profile; onSaved: (p: Profile) => void; onCancel: () => void }) {
  const form = useForm<ProfileFormValues>({
    initial: {
      full_name: profile.fullName,
      birthday: isoToBirthDate(profile.birthday),
      gender: profile.gender,
      address: profile.address,
    },
    validators: { full_name: validateFullName, birthday: validateProfileBirthday, address: validateAddress },
    onSubmit: async (values) => {
      const patch = profilePatch(values, profile);
      const saved = Object.keys(patch).length === 0 ? profile : await updateProfile(patch);
      showToast('Đã lưu thông tin cá nhân', { kind: 'success' });
      onSaved(saved);
    },
  });

  return (
    <form onSubmit={form.handleSubmit} noValidate className="acc-form">
      <FormAlert message={form.formError} />
      <TextField {...form.field('full_name')} label="Họ và tên" autoComplete="name" />
      <TextField
        {...form.field('birthday')}
        label="Ngày sinh"
        inputMode="numeric"
        placeholder="dd/mm/yyyy"
        hint="Ví dụ: 05/09/2008"
        format={formatBirthDateInput}
        autoComplete="bday"
      />
      <SelectField
        {...form.field('gender')}
        label="Giới tính"
        options={(['', 'male', 'female', 'other'] as const).map((g) => ({ value: g, label: g ? GENDER_LABEL[g] : 'Chọn giới tính' }))}
      />
      <TextField {...form.field('address')} label="Địa chỉ" autoComplete="street-address" maxLength={220} />
      <div className="acc-row">
        <Button type="submit" busy={form.submitting} block>
          Lưu thay đổi
        </Button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Hủy
        </button>
      </div>
    </form>
  );
}
