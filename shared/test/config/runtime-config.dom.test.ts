/** @jest-environment jsdom */
import { getRuntimeConfig } from '../../src/config/runtime-config';

it('defaults siteOrigin to the page origin in a browser', () => {
  expect(getRuntimeConfig().siteOrigin).toBe(window.location.origin);
});
