import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Pages are lazy modules: the first import of a page's module graph in a cold test worker can take a
// few seconds (transform included, longer while the other worker keeps the second core busy), so queries
// wait up to 10 s everywhere (only a failing query waits that long).
configure({ asyncUtilTimeout: 10_000 });
