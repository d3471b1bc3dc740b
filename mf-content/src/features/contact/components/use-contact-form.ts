import { useEffect, useRef, useState, type FormEvent } from 'react';
import { showToast, useSession } from '@edu/shared/core';
import { errorMessage, errorStatus } from '@edu/shared/core';
import { sendSupportRequest } from '../api/send-request';
import { readDraft, writeDraft } from '../contact-draft';
import {
  EMPTY_CONTACT,
  firstInvalid,
  serverErrorField,
  toRequestBody,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../contact-rules';

export const fieldId = (f: ContactField) => `ct-contact-${f}`;
export const SENT_MESSAGE = 'Đã gửi yêu cầu hỗ trợ, chúng tôi sẽ liên hệ lại sớm.';

/**
 * State of the contact form: values (draft kept per tab, prefilled from the session), errors shown
 * after the first submit and re-checked as the visitor types, focus on the first invalid field, and
 * a server error next to its field or above the form. Nothing typed is cleared until it is sent.
 */
export function useContactForm() {
  const name = useSession((s) => s.userInfo?.full_name ?? '');
  const email = useSession((s) => s.userInfo?.email ?? '');
  const phone = useSession((s) => s.userInfo?.phone ?? '');
  const [values, setValues] = useState<ContactValues>(() => readDraft() ?? { ...EMPTY_CONTACT, full_name: name, email, phone });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const focusTarget = useRef<ContactField | null>(null);

  useEffect(() => {
    if (!sent) writeDraft(values);
  }, [values, sent]);
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target) document.getElementById(fieldId(target))?.focus();
  });

  const change = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateContact(next));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setFormError('');
    const found = validateContact(values);
    setErrors(found);
    const first = firstInvalid(found);
    if (first) {
      focusTarget.current = first;
      return;
    }
    setSending(true);
    try {
      await sendSupportRequest(toRequestBody(values));
      writeDraft(null);
      setSent(true);
      showToast(SENT_MESSAGE, { kind: 'success' });
    } catch (error) {
      const message = errorMessage(error, 'Không gửi được yêu cầu, vui lòng thử lại.');
      const field = errorStatus(error) === 400 ? serverErrorField(message) : null;
      if (field) {
        setErrors({ [field]: message });
        focusTarget.current = field;
      } else setFormError(message);
    } finally {
      setSending(false);
    }
  };

  const reset = () => {
    setValues({ ...EMPTY_CONTACT, full_name: name, email, phone });
    setErrors({});
    setSubmitted(false);
    setSent(false);
  };

  return { values, errors, formError, sending, sent, change, submit, reset };
}
