import { resolveMobileRoute } from './mobile-route';

describe('mobile area routes', () => {
  it.each([
    ['/m', { name: 'home' }],
    ['/m/', { name: 'home' }],
    ['/m/thanh-toan/ket-qua', { name: 'payment-return' }],
    ['/m/thanh-toan/ket-qua/', { name: 'payment-return' }],
    ['/m/Thanh-Toan/Ket-Qua', { name: 'payment-return' }],
    ['/m/thanh-toan/thanh-cong', { name: 'payment-success' }],
    ['/m/thanh-toan/that-bai', { name: 'payment-failed' }],
    ['/m/english', { name: 'english-home' }],
    ['/m/english/', { name: 'english-home' }],
    ['/m/english/khong-co', { name: 'not-found', english: true }],
    ['/m/khong-co', { name: 'not-found', english: false }],
    ['/m/thanh-toan', { name: 'not-found', english: false }],
    ['/m/englishx', { name: 'not-found', english: false }],
  ])('%s', (path, expected) => {
    expect(resolveMobileRoute(path)).toEqual(expected);
  });
});
