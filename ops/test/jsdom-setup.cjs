// jsdom lacks the encoders react-router 7 uses at import; Node's are the same standard classes.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
// React's act() wants to know it runs in a test; jsdom implements scrolling as a logged "not implemented" error.
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
if (typeof window !== 'undefined') window.scrollTo = () => {};
