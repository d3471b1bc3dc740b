/**
 * @jest-environment jsdom
 */
// first: jsdom lacks the TextEncoder react-router needs at import (the DOM projects load this as a setup file)
import './jsdom-setup.cjs';
import fs from 'node:fs';
import path from 'node:path';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { getGuestToken, resetSessionStore } from '@edu/shared/core';
import { installFakeApi } from '@edu/shared/testing';
import { REMOTES } from '@edu/shared/platform';
import { connectChromeToBus, useChrome } from '../../shell/src/app/chrome-store';
import { useAddToCart } from '../../mf-catalogue/src/features/course-detail/hooks/use-add-to-cart';
import { useCart } from '../../mf-checkout/src/features/cart/hooks/use-cart';
import { ROOT } from '../src/paths';

/**
 * The cart is called and counted in one module, shared/src/cart/cart-client.ts (exported by @edu/shared/core):
 * the shell's badge, the catalogue's buttons and the checkout all go through it. Behaviour first — one add through
 * the catalogue's hook moves the shell's badge, and the checkout lists the same cart and moves it back — then the
 * guard that keeps it so: no other file in the apps names the cart's endpoint or announces a count itself.
 */
const CLIENT = path.join('shared', 'src', 'cart', 'cart-client.ts');
// the endpoint map itself (its header names ENDPOINTS.cart as the example)
const ENDPOINT_MAP = path.join('shared', 'src', 'http', 'endpoints.ts');

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });

describe('one cart module', () => {
  let items: Array<{ course: { id: number }; pod_id: number | null; price: number }>;
  const cart = () => ({ items, count: items.length, subtotal: items.reduce((s, i) => s + i.price, 0) });

  beforeEach(() => {
    resetSessionStore();
    localStorage.clear();
    items = [{ course: { id: 3 }, pod_id: null, price: 100 }];
    installFakeApi({
      'GET /api/user/cart.json': cart,
      'PATCH /api/user/cart.json': (c) => {
        const { course_id, pod_id } = c.body as { course_id: number; pod_id: number | null };
        items = [...items.filter((i) => i.course.id !== course_id), { course: { id: course_id }, pod_id, price: 200 }];
        return cart();
      },
      'DELETE /api/user/cart.json': (c) => {
        items = items.filter((i) => i.course.id !== (c.body as { course_id: number }).course_id);
        return cart();
      },
    });
  });
  afterEach(cleanup);

  it('an add through the catalogue moves the shell’s badge; the checkout lists that cart and a removal there moves it back', async () => {
    getGuestToken(); // a guest who has a cart already
    const disconnect = connectChromeToBus();
    try {
      await waitFor(() => expect(useChrome.getState().cartCount).toBe(1));

      const catalogue = renderHook(() => useAddToCart(5));
      await act(() => catalogue.result.current.add(null));
      expect(useChrome.getState().cartCount).toBe(2);

      const checkout = renderHook(() => useCart());
      await waitFor(() => expect(checkout.result.current.data?.items.map((i) => i.course.id)).toEqual([3, 5]));
      await act(() => checkout.result.current.remove(3));
      expect(useChrome.getState().cartCount).toBe(1);
    } finally {
      disconnect();
    }
  });

  it('the shell’s badge, the catalogue’s button and the checkout import the cart from @edu/shared/core', () => {
    const uses = {
      'shell/src/app/chrome-store.ts': 'refreshCartCount',
      'mf-catalogue/src/features/course-detail/hooks/use-add-to-cart.ts': 'addToCart',
      'mf-checkout/src/features/cart/hooks/use-cart.ts': 'getCart',
      'mf-checkout/src/features/checkout/api/get-checkout-order.ts': 'getCart',
    };
    for (const [file, name] of Object.entries(uses)) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const fromCore = /import\s*\{([^}]*)\}\s*from\s*'@edu\/shared\/core'/.exec(text)?.[1] ?? '';
      expect({
        file,
        imports: fromCore
          .split(',')
          .map((s) => s.trim())
          .includes(name),
      }).toEqual({ file, imports: true });
    }
  });

  it('no other file in the apps names the cart endpoint or announces the count itself', () => {
    const dirs = ['shared', 'shell', 'ui', ...REMOTES.map((r) => r.dir)].map((d) => path.join(ROOT, d, 'src'));
    const elsewhere = dirs
      .filter((d) => fs.existsSync(d))
      .flatMap(sources)
      .filter((file) => ![CLIENT, ENDPOINT_MAP].includes(path.relative(ROOT, file)))
      .filter((file) => /ENDPOINTS\.cart\b|emit\(\s*'cart:changed'/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    expect(elsewhere).toEqual([]);
  });
});
