import { useEffect, useId, useState } from 'react';
import { showToast, errorMessage } from '@edu/shared/core';
import { FormAlert } from '../../../components/ui/form-alert';
import { ProgressBar } from '@edu/ui';
import { uploadAvatar } from '../api/upload-avatar';
import { uploadErrorMessage, validateAvatarFile } from '../avatar-rules';
import type { Profile } from '../types';

/** Pick an image → preview at once → upload with a progress bar → the new avatar is saved. */
export function AvatarUpload({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const invalid = validateAvatarFile(file);
    setError(invalid);
    if (invalid) return;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      onSaved(await uploadAvatar(file, setProgress));
      setPreview(null); // the saved URL takes over from the local preview
      showToast('Đã cập nhật ảnh đại diện', { kind: 'success' });
    } catch (e) {
      setError(uploadErrorMessage(e) ?? errorMessage(e));
    } finally {
      setProgress(null);
    }
  };

  const src = preview ?? profile.avatar;
  return (
    <div className="acc-avatar-upload">
      <div className="acc-avatar" aria-hidden="true">
        {src ? <img src={src} alt="" width={96} height={96} /> : <span>{(profile.fullName || '?').trim().charAt(0).toUpperCase()}</span>}
      </div>
      <div className="acc-stack">
        <label htmlFor={inputId} className="btn btn-outline">
          Đổi ảnh đại diện
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="visually-hidden"
          disabled={progress !== null}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <p id={`${inputId}-hint`} className="acc-hint">
          JPG, PNG hoặc WebP, tối đa 2 MB.
        </p>
        {progress !== null ? <ProgressBar value={progress} label="Đang tải ảnh lên" /> : null}
        <FormAlert message={error} />
      </div>
    </div>
  );
}
