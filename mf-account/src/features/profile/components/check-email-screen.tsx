import { useNavigate } from '@edu/shared/router';
import { showToast, useMutation, useSignedIn } from '@edu/shared/core';
import { AuthCard } from '../../../components/ui/auth-card';
import { FormAlert } from '../../../components/ui/form-alert';
import { ResendButton } from '../../../components/ui/resend-button';
import { invalidateQueries } from '../../../lib/use-query';
import { useForm } from '@edu/shared/form';
import { validateOtp } from '../../../lib/validation/otp';
import { confirmEmailChange, requestEmailChange } from '../api/change-email';
import { NextLinks } from './next-links';
import { Button, OtpField } from '@edu/ui';

/** /kiem-tra-email?email=…: the code sent to the new address confirms the change (or the link in that e-mail). */
export function CheckEmailScreen({ email }: { email: string | null }) {
  const signedIn = useSignedIn();
  return (
    <AuthCard title="Kiểm tra email của bạn">
      <div className="acc-stack">
        <p>
          Chúng tôi đã gửi mã xác nhận và đường dẫn xác nhận tới {email ? <strong>{email}</strong> : 'email của bạn'}. Nhập mã bên dưới, hoặc bấm
          đường dẫn trong email (có hiệu lực 1 giờ).
        </p>
        {signedIn && email ? <ConfirmCodeForm email={email} /> : <NextLinks />}
        <ul className="acc-small acc-muted">
          <li>Không thấy email? Hãy xem thư mục Spam / Quảng cáo.</li>
          <li>Nhập sai địa chỉ? Quay lại Hồ sơ cá nhân để đổi email lần nữa.</li>
        </ul>
      </div>
    </AuthCard>
  );
}

function ConfirmCodeForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const resend = useMutation(() => requestEmailChange(email));
  const form = useForm({
    initial: { otp: '' },
    validators: { otp: validateOtp },
    errorField: (status) => (status === 400 ? 'otp' : null),
    onSubmit: async ({ otp }) => {
      await confirmEmailChange(email, otp.replace(/\D/g, ''));
      invalidateQueries(['profile']);
      showToast(`Đã đổi email đăng nhập thành ${email}`, { kind: 'success' });
      navigate('/tai-khoan/ho-so');
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate className="acc-form">
      <FormAlert message={form.formError ?? resend.error} />
      <OtpField {...form.field('otp')} label="Mã xác nhận" hint="6 chữ số trong email" autoFocus />
      <Button type="submit" busy={form.submitting} block>
        Xác nhận đổi email
      </Button>
      <ResendButton storageKey={`change_email:${email}`} pending={resend.pending} onResend={async () => (await resend.run())?.resendAfter} />
    </form>
  );
}
