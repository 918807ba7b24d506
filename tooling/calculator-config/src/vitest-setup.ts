// Adds the DOM matchers (toBeVisible, toHaveAccessibleName, …) to expect, and unmounts after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait 5 s, not 1: CI runs every package's tests at once on two cores, where
// a render that takes 50 ms alone can take over a second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
