// jest-dom's matchers (toHaveAccessibleDescription, toHaveFocus, …) on jest's global expect; registered at
// run time by ops/test/dom-cleanup.ts.
import '@testing-library/jest-dom';
