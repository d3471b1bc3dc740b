import { useHydrated } from '@edu/shared/core';
import { Button } from '@edu/ui';
import { MESSAGE_MAX } from '../contact-rules';
import { ContactField } from './contact-field';
import { fieldId, SENT_MESSAGE, useContactForm } from './use-contact-form';
import './contact.css';

/** The support-request form of /lien-he (POST support.json), validated before sending. */
export function ContactForm() {
  const { values, errors, formError, sending, sent, change, submit, reset } = useContactForm();
  const errorCount = Object.keys(errors).length;
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
    <form className="card ct-contact-form" aria-labelledby="ct-contact-title" noValidate onSubmit={submit}>
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
      <ContactField id={fieldId('full_name')} label="Họ và tên" required error={errors.full_name}>
        {(aria) => (
          <input
            {...aria}
            readOnly={readOnly}
            className="input"
            autoComplete="name"
            maxLength={120}
            value={values.full_name}
            onChange={(e) => change('full_name', e.target.value)}
          />
        )}
      </ContactField>
      <div className="ct-contact-row">
        <ContactField id={fieldId('email')} label="Email" error={errors.email}>
          {(aria) => (
            <input
              {...aria}
              readOnly={readOnly}
              className="input"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={values.email}
              onChange={(e) => change('email', e.target.value)}
            />
          )}
        </ContactField>
        <ContactField id={fieldId('phone')} label="Số điện thoại" error={errors.phone}>
          {(aria) => (
            <input
              {...aria}
              readOnly={readOnly}
              className="input"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={20}
              value={values.phone}
              onChange={(e) => change('phone', e.target.value)}
            />
          )}
        </ContactField>
      </div>
      <ContactField id={fieldId('subject')} label="Chủ đề" error={errors.subject}>
        {(aria) => (
          <input
            {...aria}
            readOnly={readOnly}
            className="input"
            maxLength={200}
            value={values.subject}
            onChange={(e) => change('subject', e.target.value)}
          />
        )}
      </ContactField>
      <ContactField
        id={fieldId('message')}
        label="Nội dung"
        required
        error={errors.message}
        hint={`${values.message.trim().length}/${MESSAGE_MAX} ký tự`}
      >
        {(aria) => (
          <textarea
            {...aria}
            readOnly={readOnly}
            className="input"
            rows={6}
            maxLength={MESSAGE_MAX}
            value={values.message}
            onChange={(e) => change('message', e.target.value)}
          />
        )}
      </ContactField>
      <Button type="submit" busy={sending}>
        Gửi yêu cầu
      </Button>
    </form>
  );
}
