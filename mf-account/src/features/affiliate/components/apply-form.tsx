import { Button, CheckboxField, TextField } from '@edu/ui';
import type { AffiliateRulesView } from '@edu/shared/core';
import { FormAlert } from '../../../components/ui/form-alert';
import { useForm } from '@edu/shared/form';
import { applyAffiliate } from '../api/affiliate-actions';
import { money, percent } from './labels';

const required = (label: string) => (v: string) => (v.trim().length >= 2 ? null : `Vui lòng nhập ${label}`);

/** The application: the programme's terms in plain words, the bank account payouts go to. */
export function ApplyForm({ rules }: { rules: AffiliateRulesView }) {
  const form = useForm({
    initial: { bank_name: '', bank_account: '', account_holder: '', accept: false as boolean },
    validators: {
      bank_name: required('tên ngân hàng'),
      bank_account: (v) => (/^[0-9]{6,20}$/.test(v.replace(/\s/g, '')) ? null : 'Số tài khoản gồm 6–20 chữ số'),
      account_holder: required('tên chủ tài khoản'),
      accept: (v) => (v ? null : 'Bạn cần đồng ý với điều khoản chương trình'),
    },
    byStatus: { 409: 'Bạn đã gửi đơn đăng ký trước đó' },
    onSubmit: (v) =>
      applyAffiliate({
        accept_terms: true,
        bank_name: v.bank_name.trim(),
        bank_account: v.bank_account.replace(/\s/g, ''),
        account_holder: v.account_holder.trim(),
      }),
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate className="acc-form card acc-card" aria-labelledby="acc-aff-apply-title">
      <h2 id="acc-aff-apply-title" className="acc-aff-h2">
        Đăng ký làm cộng tác viên
      </h2>
      <ul className="acc-aff-terms">
        <li>Hoa hồng {percent(rules.default_rate_bp)} giá trị đơn hàng (một số khóa học có tỉ lệ riêng), tính trên số tiền người mua thực trả.</li>
        <li>Người mua được ghi nhận cho bạn trong {rules.cookie_days} ngày kể từ lần nhấp liên kết gần nhất; lần nhấp cuối cùng được tính.</li>
        <li>
          Hoa hồng được tạm giữ {rules.refund_window_days} ngày (thời hạn hoàn tiền) rồi mới được duyệt; đơn hoàn tiền hoặc hủy không được tính.
        </li>
        <li>Đơn hàng do chính bạn mua không được tính hoa hồng. Rút tiền từ {money(rules.min_payout)}.</li>
      </ul>
      <FormAlert message={form.formError} />
      <TextField {...form.field('bank_name')} label="Ngân hàng" placeholder="VD: Vietcombank" autoComplete="off" />
      <TextField {...form.field('bank_account')} label="Số tài khoản" inputMode="numeric" autoComplete="off" />
      <TextField
        {...form.field('account_holder')}
        label="Tên chủ tài khoản"
        placeholder="VD: NGUYEN VAN A"
        autoComplete="name"
        format={(v) => v.toUpperCase()}
      />
      <CheckboxField {...form.field('accept')} checked={form.values.accept}>
        Tôi đồng ý với điều khoản chương trình tiếp thị liên kết nêu trên
      </CheckboxField>
      <Button type="submit" busy={form.submitting} block>
        Gửi đơn đăng ký
      </Button>
    </form>
  );
}
