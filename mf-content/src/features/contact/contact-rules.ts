/**
 * The contact / support-request form (POST support.json): field rules, pure. The API accepts
 * full_name 1–120, message 5–5000, and needs an email or a phone; the form asks a little more of
 * the message (10 characters) so a request carries enough to act on.
 */
// a type, not an interface: shared's useForm takes a record of fields
export type ContactValues = {
  full_name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: Readonly<ContactValues> = Object.freeze({ full_name: '', email: '', phone: '', subject: '', message: '' });
export const CONTACT_FIELDS: readonly ContactField[] = ['full_name', 'email', 'phone', 'subject', 'message'];
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

export const MSG = {
  nameRequired: 'Vui lòng nhập họ và tên.',
  nameTooLong: 'Họ và tên tối đa 120 ký tự.',
  contactRequired: 'Vui lòng nhập email hoặc số điện thoại để chúng tôi liên hệ lại.',
  emailInvalid: 'Email không hợp lệ, ví dụ: ten@example.com.',
  phoneInvalid: 'Số điện thoại không hợp lệ, ví dụ: 0912345678.',
  subjectTooLong: 'Chủ đề tối đa 200 ký tự.',
  messageRequired: 'Vui lòng nhập nội dung cần hỗ trợ.',
  messageTooShort: `Nội dung cần ít nhất ${MESSAGE_MIN} ký tự để chúng tôi hiểu rõ yêu cầu.`,
  messageTooLong: `Nội dung tối đa ${MESSAGE_MAX} ký tự.`,
} as const;

/** The API's e-mail rule. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/.test(value);
}

/** A Vietnamese mobile number ('0912 345 678', '+84912345678', '84-912-345-678') → '0912345678'; else null. */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/[\s.()-]/g, '');
  const m = /^(?:\+?84|0)(\d{9})$/.exec(digits);
  return m ? `0${m[1]}` : null;
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.full_name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const message = values.message.trim();
  if (!name) errors.full_name = MSG.nameRequired;
  else if (name.length > 120) errors.full_name = MSG.nameTooLong;
  if (!email && !phone) errors.email = MSG.contactRequired;
  if (email && !isEmail(email)) errors.email = MSG.emailInvalid;
  if (phone && !normalizePhone(phone)) errors.phone = MSG.phoneInvalid;
  if (values.subject.trim().length > 200) errors.subject = MSG.subjectTooLong;
  if (!message) errors.message = MSG.messageRequired;
  else if (message.length < MESSAGE_MIN) errors.message = MSG.messageTooShort;
  else if (message.length > MESSAGE_MAX) errors.message = MSG.messageTooLong;
  return errors;
}

/** The first field with an error, in the form's order (it gets the focus). */
export function firstInvalid(errors: ContactErrors): ContactField | null {
  return CONTACT_FIELDS.find((f) => errors[f]) ?? null;
}

export interface ContactRequestBody {
  full_name: string;
  message: string;
  email?: string;
  phone?: string;
  subject?: string;
}

/** The request body: trimmed, blanks left out, the phone normalised. Call only on valid values. */
export function toRequestBody(values: ContactValues): ContactRequestBody {
  const body: ContactRequestBody = { full_name: values.full_name.trim(), message: values.message.trim() };
  const email = values.email.trim();
  const phone = values.phone.trim();
  const subject = values.subject.trim();
  if (email) body.email = email;
  if (phone) body.phone = normalizePhone(phone) ?? phone;
  if (subject) body.subject = subject;
  return body;
}

/** Which field a 400 message from the API is about, so it shows next to that field; null: the form. */
export function serverErrorField(message: string): ContactField | null {
  const m = message.toLowerCase();
  if (m.includes('email')) return 'email';
  if (m.includes('điện thoại')) return 'phone';
  if (m.includes('họ') && m.includes('tên')) return 'full_name';
  if (m.includes('nội dung')) return 'message';
  return null;
}
