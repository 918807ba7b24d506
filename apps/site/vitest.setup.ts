// Testing Library waits 1 s by default for what a test finds asynchronously (findBy…, waitFor).
// A page that runs its loader and renders a long article can take longer than that while CI runs
// its other tasks on the same two cores (a fresh-clone run failed that way), so the wait is longer.
// A test that never finds what it looks for still fails, after this time.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5_000 });
