import { itAnswers } from '@edu/shared/testing';
import { avatarKey, uploadErrorMessage, validateAvatarFile } from './avatar-rules';

describe('validateAvatarFile', () => {
  itAnswers(validateAvatarFile, [
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/jpeg', size: 2 * 1024 * 1024 }, null],
    [{ type: 'image/webp', size: 10 }, null],
    [{ type: 'image/gif', size: 10 }, 'Ảnh đại diện phải là JPG, PNG hoặc WebP'],
    [{ type: 'application/pdf', size: 10 }, 'Ảnh đại diện phải là JPG, PNG hoặc WebP'],
    [{ type: 'image/png', size: 0 }, 'Tệp ảnh bị rỗng, vui lòng chọn ảnh khác'],
    [{ type: 'image/png', size: 2 * 1024 * 1024 + 1 }, 'Ảnh đại diện tối đa 2 MB'],
  ]);
});

describe('avatarKey', () => {
  it.each([
    ['image/png', 'avatars/123.png'],
    ['image/jpeg', 'avatars/123.jpg'],
    ['image/webp', 'avatars/123.webp'],
  ])('%s → %s', (type, key) => expect(avatarKey(type, 123)).toBe(key));
});

describe('uploadErrorMessage', () => {
  itAnswers(
    uploadErrorMessage,
    [
      [new Error('resigned error!'), 'Không lấy được đường dẫn tải ảnh lên. Vui lòng thử lại'],
      [new Error('invalid content encoding!'), 'Tệp ảnh không hợp lệ, vui lòng chọn ảnh khác'],
      [new Error('Network Error'), 'Tải ảnh lên thất bại. Kiểm tra mạng và thử lại'],
      [Object.assign(new Error('Máy chủ bận'), { status: 500 }), null],
    ],
    '%p → %j',
  );
});
