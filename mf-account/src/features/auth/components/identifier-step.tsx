import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { startCountdown } from '../../../lib/use-countdown';
import { useForm } from '@edu/shared/form';
import { normalizeIdentifier, validateIdentifier } from '../../../lib/validation/identifier';
import type { OtpPurpose, OtpSent } from '../api/otp';
import { Button, TextField } from '@edu/ui';

export interface IdentifierStepProps {
  purpose: OtpPurpose;
  send: (username: string) => Promise<OtpSent>;
  onSent: (username: string) => void;
  submitLabel: string;
}

/** "Email hoặc số điện thoại" → a code is sent. What was typed is kept if the learner comes back. */
export function IdentifierStep({ purpose, send, onSent, submitLabel }: IdentifierStepProps) {
  const [remembered] = useState(() => lastTyped.get(purpose) ?? '');
  const form = useForm({
    initial: { username: remembered },
    validators: { username: validateIdentifier },
    byStatus: { 404: 'Không tìm thấy tài khoản với email hoặc số điện thoại này' },
    errorField: (status) => (status === 404 || status === 400 ? 'username' : null),
    onSubmit: async ({ username }) => {
      lastTyped.set(purpose, username);
      const normalized = normalizeIdentifier(username);
      const sent = await send(normalized);
      startCountdown(`${purpose}:${normalized}`, sent.resendAfter);
      onSent(normalized);
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate className="acc-form">
      <FormAlert message={form.formError} />
      <TextField {...form.field('username')} label="Email hoặc số điện thoại" autoComplete="username" />
      <Button type="submit" busy={form.submitting} block>
        {submitLabel}
      </Button>
    </form>
  );
}

const lastTyped = new Map<OtpPurpose, string>();
