import { itAnswers } from '@edu/shared/testing';
import { redirectAfterAuth, withRedirect } from './redirect-after-auth';

describe('redirectAfterAuth', () => {
  itAnswers(
    redirectAfterAuth,
    [
      ['/tai-khoan/don-hang', '/dang-nhap?redirect=x', '/tai-khoan/don-hang'],
      ['/khoa-hoc/toan-10-abc?tab=2', '/dang-nhap', '/khoa-hoc/toan-10-abc?tab=2'],
      ['/tai-khoan/kich-hoat-khoa-hoc', '/dang-ky', '/tai-khoan/kich-hoat-khoa-hoc'],
      [null, '/dang-nhap', '/'],
      ['', '/dang-nhap?x=1', '/'],
      ['/', '/dang-nhap', '/'],
      ['https://evil.example/', '/dang-nhap', '/'],
      ['//evil.example', '/dang-nhap', '/'],
      ['/a b', '/dang-nhap', '/'],
      ['/a@b', '/dang-nhap', '/'],
      ['/dang-ky', '/dang-nhap', '/'],
      ['/register-otp/', '/dang-nhap', '/'],
      ['/tai-khoan;x', '/khoa-hoc', '/khoa-hoc'],
    ],
    'target %j on %j → %j',
  );
});

describe('withRedirect', () => {
  itAnswers(
    withRedirect,
    [
      ['/dang-ky', '/tai-khoan/don-hang', '/dang-ky?redirect=%2Ftai-khoan%2Fdon-hang'],
      ['/register-otp?to=a', '/x', '/register-otp?to=a&redirect=%2Fx'],
      ['/dang-ky', null, '/dang-ky'],
    ],
    '%j + %j → %j',
  );
});
