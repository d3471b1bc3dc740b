/** Import first in DOM tests: React's act() wants to know it runs in a test; jsdom lacks scrolling. */
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
if (typeof window !== 'undefined') window.scrollTo = () => {};
export {};
