/**
 * Import first in DOM tests: react-router needs TextEncoder, which jsdom does not provide, and
 * React's act() wants to be told it runs in a test.
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder, IS_REACT_ACT_ENVIRONMENT: true });
