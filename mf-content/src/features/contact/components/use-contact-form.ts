import { useEffect, useState } from 'react';
import { showToast, useSession } from '@edu/shared/core';
import { useForm, type Validators } from '@edu/shared/form';
import { sendSupportRequest } from '../api/send-request';
import { readDraft, writeDraft } from '../contact-draft';
import { CONTACT_FIELDS, EMPTY_CONTACT, serverErrorField, toRequestBody, validateContact, type ContactValues } from '../contact-rules';

export const SENT_MESSAGE = 'Đã gửi yêu cầu hỗ trợ, chúng tôi sẽ liên hệ lại sớm.';
const SEND_FAILED = 'Không gửi được yêu cầu, vui lòng thử lại.';

// each field's message from the form's one set of rules (email or phone is a rule across two fields)
const VALIDATORS = Object.fromEntries(
  CONTACT_FIELDS.map((f) => [f, (_: string, values: ContactValues) => validateContact(values)[f] ?? null]),
) as Validators<ContactValues>;

/**
 * The contact form on shared's useForm (docs/decisions/2026-11-27-one-form-way.md): a draft kept per tab,
 * prefilled from the session; the server's refusal next to its field (400) or above the form. Nothing typed is
 * cleared until it is sent.
 */
export function useContactForm() {
  const name = useSession((s) => s.userInfo?.full_name ?? '');
  const email = useSession((s) => s.userInfo?.email ?? '');
  const phone = useSession((s) => s.userInfo?.phone ?? '');
  const [sent, setSent] = useState(false);
  const form = useForm<ContactValues>({
    initial: readDraft() ?? { ...EMPTY_CONTACT, full_name: name, email, phone },
    validators: VALIDATORS,
    byStatus: SEND_FAILED,
    errorField: (status, message) => (status === 400 ? serverErrorField(message) : null),
    onSubmit: async (values) => {
      await sendSupportRequest(toRequestBody(values));
      writeDraft(null);
      setSent(true);
      showToast(SENT_MESSAGE, { kind: 'success' });
    },
  });

  const { values } = form;
  useEffect(() => {
    if (!sent) writeDraft(values);
  }, [values, sent]);

  const reset = () => {
    form.reset({ ...EMPTY_CONTACT, full_name: name, email, phone });
    setSent(false);
  };
  return { form, sent, reset };
}
