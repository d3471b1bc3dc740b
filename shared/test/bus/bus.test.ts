import { createBus, getBus } from '../../src/bus/bus';
import { closeModal, openModal, showToast } from '../../src/bus/helpers';

beforeEach(() => {
  globalThis.__EDU_BUS__ = undefined;
});

describe('event bus', () => {
  it('delivers a payload to every listener of that event only', () => {
    const bus = createBus();
    const toast = jest.fn();
    const cart = jest.fn();
    bus.on('toast:show', toast);
    bus.on('cart:changed', cart);
    bus.emit('toast:show', { v: 1, msg: 'Xin chào' });
    expect(toast).toHaveBeenCalledWith({ v: 1, msg: 'Xin chào' });
    expect(cart).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe, also when a listener unsubscribes during an emit', () => {
    const bus = createBus();
    const second = jest.fn();
    const off1 = bus.on('cart:changed', () => off1());
    bus.on('cart:changed', second);
    bus.emit('cart:changed', { v: 1, count: 1 });
    bus.emit('cart:changed', { v: 1, count: 2 });
    expect(second).toHaveBeenCalledTimes(2);
    const off2 = bus.on('cart:changed', second);
    off2();
    bus.emit('cart:changed', { v: 1, count: 3 });
    expect(second).toHaveBeenCalledTimes(3);
  });

  it('keeps calling the other listeners when one throws, and reports the error', () => {
    const onError = jest.fn();
    const bus = createBus(onError);
    const after = jest.fn();
    bus.on('notifications:changed', () => {
      throw new Error('boom');
    });
    bus.on('notifications:changed', after);
    expect(() => bus.emit('notifications:changed', { v: 1, unread: 4 })).not.toThrow();
    expect(after).toHaveBeenCalledWith({ v: 1, unread: 4 });
    expect(onError).toHaveBeenCalledWith('notifications:changed', expect.objectContaining({ message: 'boom' }));
  });

  it('passes newer payloads (unknown fields, higher v) through untouched for listeners to ignore', () => {
    const bus = createBus();
    const seen = jest.fn();
    bus.on('cart:changed', seen);
    const newer = { v: 2, count: 3, currency: 'VND' } as unknown as { v: 1; count: number };
    bus.emit('cart:changed', newer);
    expect(seen.mock.calls[0]?.[0]).toBe(newer);
  });

  it('reports a throwing listener through logError by default', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bus = createBus();
    bus.on('modal:close', () => {
      throw new Error('x');
    });
    bus.emit('modal:close', { v: 1 });
    expect(spy).toHaveBeenCalledWith('[platform] bus: a "modal:close" listener threw', expect.any(Error));
    spy.mockRestore();
  });
});

describe('getBus', () => {
  it('is created lazily on globalThis and reused', () => {
    expect(globalThis.__EDU_BUS__).toBeUndefined();
    const bus = getBus();
    expect(globalThis.__EDU_BUS__).toBe(bus);
    expect(getBus()).toBe(bus);
  });

  it('is the same bus for a second copy of the package (a remote bundling its own shared)', () => {
    const fromShell = jest.fn();
    getBus().on('cart:changed', fromShell);
    jest.isolateModules(() => {
      const copy: typeof import('../../src/bus/bus') = require('../../src/bus/bus');
      copy.getBus().emit('cart:changed', { v: 1, count: 2 });
    });
    expect(fromShell).toHaveBeenCalledWith({ v: 1, count: 2 });
  });
});

describe('bus helpers', () => {
  it.each([
    ['showToast(msg)', () => showToast('Đã lưu'), 'toast:show', { v: 1, msg: 'Đã lưu' }],
    [
      'showToast(msg, opts)',
      () => showToast('Lỗi', { duration: 5000, kind: 'error' }),
      'toast:show',
      { v: 1, msg: 'Lỗi', duration: 5000, kind: 'error' },
    ],
    ['openModal(name)', () => openModal('age'), 'modal:open', { v: 1, modal: 'age' }],
    ['openModal(name, props)', () => openModal('free-course', { courseId: 5 }), 'modal:open', { v: 1, modal: 'free-course', props: { courseId: 5 } }],
    ['closeModal()', () => closeModal(), 'modal:close', { v: 1 }],
    ['closeModal(name)', () => closeModal('age'), 'modal:close', { v: 1, modal: 'age' }],
  ] as const)('%s emits %s', (_name, call, type, payload) => {
    const seen = jest.fn();
    getBus().on(type, seen);
    call();
    expect(seen).toHaveBeenCalledWith(payload);
  });
});
