// Every DOM test starts from an empty page: what a test rendered is unmounted after it. Only the
// render module is imported here, so a test's jest.mock of anything else still applies.
import { cleanup } from '../../shared/src/testing/render';

afterEach(() => cleanup());
