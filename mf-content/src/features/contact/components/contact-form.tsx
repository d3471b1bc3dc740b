import { useHydrated } from '@edu/shared/core';
import { Button } from '@edu/ui';
import { MESSAGE_MAX } from '../contact-rules';
import { ContactField } from './contact-field';
import type { ContactField as Field } from '../contact-rules';
import { SENT_MESSAGE, useContactForm } from './use-contact-form';
import './contact.css';

/** The support-request form of /lien-he (POST support.json), validated before sending. */
export function ContactForm() {
  const { form, sent, reset } = useContactForm();
  const { values, errors, formError, submitting: sending } = form;
  const errorCount = Object.keys(errors).length;
  // what the control takes from the form (its error is shown and wired by ContactField)
  const control = (name: Field) => {
    const { error: _error, ...props } = form.field(name);
    return props;
  };
  // read-only until hydrated: text typed into server HTML would be invisible to the form's state
  const readOnly = !useHydrated();

  if (sent) {
    return (
      <div className="card ct-contact-done" role="status">
        <h2>Đã gửi yêu cầu</h2>
        <p>{SENT_MESSAGE}</p>
        <button type="button" className="btn btn-outline" onClick={reset}>
          Gửi yêu cầu khác
        </button>
      </div>
    );
  }
  return (
    <form className="card ct-contact-form" aria-labelledby="ct-contact-title" noValidate onSubmit={(e) => void form.handleSubmit(e)}>
      <h2 id="ct-contact-title">Gửi yêu cầu hỗ trợ</h2>
      <p className="ct-form-hint">
        Các trường có dấu <span className="ct-required">*</span> là bắt buộc. Nhập email hoặc số điện thoại để chúng tôi liên hệ lại.
      </p>
      {formError && (
        <p className="ct-form-alert" role="alert">
          {formError}
        </p>
      )}
      {!formError && errorCount > 0 && <p className="ct-form-alert" role="alert">{`Vui lòng kiểm tra lại ${errorCount} trường được đánh dấu.`}</p>}
      <ContactField id={form.idOf('full_name')} label="Họ và tên" required error={errors.full_name}>
        {(aria) => <input {...aria} readOnly={readOnly} className="input" autoComplete="name" maxLength={120} {...control('full_name')} />}
      </ContactField>
      <div className="ct-contact-row">
        <ContactField id={form.idOf('email')} label="Email" error={errors.email}>
          {(aria) => (
            <input {...aria} readOnly={readOnly} className="input" type="email" autoComplete="email" maxLength={254} {...control('email')} />
          )}
        </ContactField>
        <ContactField id={form.idOf('phone')} label="Số điện thoại" error={errors.phone}>
          {(aria) => (
            <input
              {...aria}
              readOnly={readOnly}
              className="input"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={20}
              {...control('phone')}
            />
          )}
        </ContactField>
      </div>
      <ContactField id={form.idOf('subject')} label="Chủ đề" error={errors.subject}>
        {(aria) => <input {...aria} readOnly={readOnly} className="input" maxLength={200} {...control('subject')} />}
      </ContactField>
      <ContactField
        id={form.idOf('message')}
        label="Nội dung"
        required
        error={errors.message}
        hint={`${values.message.trim().length}/${MESSAGE_MAX} ký tự`}
      >
        {(aria) => <textarea {...aria} readOnly={readOnly} className="input" rows={6} maxLength={MESSAGE_MAX} {...control('message')} />}
      </ContactField>
      <Button type="submit" busy={sending}>
        Gửi yêu cầu
      </Button>
    </form>
  );
}
