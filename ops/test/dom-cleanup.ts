// Every DOM test starts from an empty page: what a test rendered (Testing Library's render, the one way tests
// render) is unmounted after it. Only the render module is imported here, so a test's jest.mock of anything else
// still applies. jest-dom adds the DOM matchers (toHaveAccessibleDescription, …).
import '@testing-library/jest-dom/jest-globals';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
});
