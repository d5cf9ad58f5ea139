import { configure } from '@testing-library/react';

// Screens wait on msw answers; under coverage, on a machine running other suites too, one answer
// can take more than the default second. Imported for this effect by the screen tests (each test
// file has its own copy of testing-library's settings).
configure({ asyncUtilTimeout: 3000 });
