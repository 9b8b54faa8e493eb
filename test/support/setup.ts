// Unit-test setup, for both suites (the React one aliases @testing-library/preact to @testing-library/react): the async
// queries (findBy…, waitFor) and vi.waitFor wait up to 5 s instead of 1 s. They resolve as soon as the DOM gets there, so a passing test
// is no slower; a CI machine busy with other work no longer fails a test whose widget took a little over a second.
import { configure } from '@testing-library/preact';
import { vi } from 'vitest';

configure({ asyncUtilTimeout: 5000 });

const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) => waitFor(callback, typeof options === 'number' ? options : { timeout: 5000, ...options })) as typeof vi.waitFor;
