// Every DOM test starts from an empty page: what a test rendered is unmounted after it (our render and
// Testing Library's alike). Only the render modules are imported here, so a test's jest.mock of
// anything else still applies. jest-dom adds the DOM matchers (toHaveAccessibleDescription, …).
import '@testing-library/jest-dom/jest-globals';
import { cleanup as cleanupTestingLibrary } from '@testing-library/react';
import { cleanup } from '../../shared/src/testing/render';

afterEach(async () => {
  cleanupTestingLibrary();
  await cleanup();
});
