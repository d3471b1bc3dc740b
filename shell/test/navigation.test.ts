import { redirectAction } from '../src/navigation/server-redirect';

describe('server redirect per path', () => {
  it.each([
    [null, { kind: 'none' }],
    [{ redirect: null }, { kind: 'none' }],
    [{ redirect: { to: '/tai-khoan/uu-dai', type: 'internal' } }, { kind: 'navigate', to: '/tai-khoan/uu-dai' }],
    [{ redirect: { to: '/khuyen-mai', type: 'internal' } }, { kind: 'none' }],
    [{ redirect: { to: '//evil.example', type: 'internal' } }, { kind: 'none' }],
    [{ redirect: { to: 'https://evil.example', type: 'internal' } }, { kind: 'none' }],
    [{ redirect: { to: 'https://blog.example.vn/x', type: 'external' } }, { kind: 'full-load', to: 'https://blog.example.vn/x' }],
    [{ redirect: { to: 'javascript:alert(1)', type: 'external' } }, { kind: 'none' }],
  ] as const)('%#: %j', (answer, expected) => {
    expect(redirectAction(answer as never, '/khuyen-mai')).toEqual(expected);
  });
});
