import { avatarKey, uploadErrorMessage, validateAvatarFile } from './avatar-rules';

describe('validateAvatarFile', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/jpeg', size: 2 * 1024 * 1024 }, null],
    [{ type: 'image/webp', size: 10 }, null],
    [{ type: 'image/gif', size: 10 }, 'Ảnh đại diện phải là JPG, PNG hoặc WebP'],
    [{ type: 'application/pdf', size: 10 }, 'Ảnh đại diện phải là JPG, PNG hoặc WebP'],
    [{ type: 'image/png', size: 0 }, 'Tệp ảnh bị rỗng, vui lòng chọn ảnh khác'],
    [{ type: 'image/png', size: 2 * 1024 * 1024 + 1 }, 'Ảnh đại diện tối đa 2 MB'],
  ])('%j → %j', (file, expected) => expect(validateAvatarFile(file)).toBe(expected));
});

describe('avatarKey', () => {
  it('puts each learner in a folder with a fresh name', () => expect(avatarKey(7, 'image/png', 123)).toBe('avatars/7/123.png'));
});

describe('uploadErrorMessage', () => {
  it.each([
    [new Error('resigned error!'), 'Không lấy được đường dẫn tải ảnh lên. Vui lòng thử lại'],
    [new Error('invalid content encoding!'), 'Tệp ảnh không hợp lệ, vui lòng chọn ảnh khác'],
    [new Error('Network Error'), 'Tải ảnh lên thất bại. Kiểm tra mạng và thử lại'],
    [Object.assign(new Error('Máy chủ bận'), { status: 500 }), null],
  ])('%p → %j', (error, expected) => expect(uploadErrorMessage(error)).toBe(expected));
});
