/**
 * Import this FIRST in a component test that uploads files through the mock API.
 *
 * In jsdom, Blob, File and FormData are jsdom's, while Node's fetch (undici), which msw uses to read a
 * multipart body back, builds Node's: the mock API then fails to parse an upload (undici's `new File`
 * finds jsdom's File and asserts) or refuses its file (`zod.instanceof(Blob)`). Node's own classes, put
 * back on the global object before any other module is evaluated (so the app's `z.instanceof(File)` and
 * the mock API's `zod.instanceof(Blob)` capture them), make uploads behave as in a browser.
 *
 * They are defined as own data properties of globalThis: jsdom's window keeps its own classes, so the
 * jsdom compatibility of vitest (Request bodies, object URLs) still recognises which is which. Each test
 * file has its own environment: nothing leaks into other files.
 */
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/** Node's FormData (jsdom's replaced it on the global): the class of what Response.formData() answers. */
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;

for (const [name, value] of Object.entries({ Blob: NodeBlob, File: NodeFile, FormData: NodeFormData })) {
  Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: false });
}
