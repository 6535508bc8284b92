import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Pages are lazy modules: the first import of a page's module graph in a cold test worker can take a
// few seconds (transform included), so queries wait up to 5 s everywhere.
configure({ asyncUtilTimeout: 5000 });
