import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { useForm } from '@edu/shared/form';
import { normalizePhone, validatePhone } from '../../../lib/validation/phone';
import { confirmPhoneChange, requestPhoneChange } from '../api/change-phone';
import type { Profile } from '../types';
import { Button, TextField } from '@edu/ui';

/**
 * A number for the profile (issue 34): typed → a code by SMS → the code typed here saves it. Until the code,
 * nothing changes: a number is the learner's only once they have shown they receive its messages.
 */
export function ChangePhoneForm({ profile, onSaved, onCancel }: { profile: Profile; onSaved: (p: Profile) => void; onCancel: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo ? (
    <CodeStep phone={sentTo} profile={profile} onSaved={onSaved} onBack={() => setSentTo(null)} />
  ) : (
    <NumberStep current={profile.phone} onSent={setSentTo} onCancel={onCancel} />
  );
}

function NumberStep({ current, onSent, onCancel }: { current: string | null; onSent: (phone: string) => void; onCancel: () => void }) {
  const form = useForm({
    initial: { phone: '' },
    validators: {
      phone: (v) => validatePhone(v) ?? (current && normalizePhone(v) === current ? 'Số mới trùng với số hiện tại' : null),
    },
    errorField: (status) => (status === 409 || status === 400 ? 'phone' : null),
    onSubmit: async ({ phone }) => {
      const next = normalizePhone(phone);
      await requestPhoneChange(next);
      onSent(next);
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate className="acc-form">
      <FormAlert message={form.formError} />
      <TextField
        {...form.field('phone')}
        label="Số điện thoại mới"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="Chúng tôi sẽ gửi mã xác nhận qua tin nhắn SMS tới số này."
      />
      <div className="acc-row">
        <Button type="submit" busy={form.submitting} block>
          Gửi mã xác nhận
        </Button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Hủy
        </button>
      </div>
    </form>
  );
}

function CodeStep({ phone, profile, onSaved, onBack }: { phone: string; profile: Profile; onSaved: (p: Profile) => void; onBack: () => void }) {
  const form = useForm({
    initial: { otp: '' },
    validators: { otp: (v) => (/^\d{6}$/.test(v.trim()) ? null : 'Mã xác nhận gồm 6 chữ số') },
    errorField: (status) => (status === 400 ? 'otp' : null),
    onSubmit: async ({ otp }) => onSaved(await confirmPhoneChange(phone, otp.trim(), profile.socialLinks)),
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate className="acc-form">
      <FormAlert message={form.formError} />
      <p role="status">Đã gửi mã xác nhận tới số {phone}.</p>
      <TextField {...form.field('otp')} label="Mã xác nhận" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      <div className="acc-row">
        <Button type="submit" busy={form.submitting} block>
          Xác nhận số điện thoại
        </Button>
        <button type="button" className="btn btn-outline" onClick={onBack}>
          Nhập số khác
        </button>
      </div>
    </form>
  );
}
