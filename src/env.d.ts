/// <reference types="vite/client" />

/** True when the mock API is bundled (dev server and demo build); false in the production build. */
declare const __MOCKS_COMPILED_IN__: boolean;
