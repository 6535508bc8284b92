import { multipartBody } from '@/lib/http/multipart-body';

/**
 * The bodies tests send to the mock API are typed with the contract's generated models
 * (`@generated/api/model`), so `tsc` names every body a field renamed or removed in the contract touches
 * instead of the test failing only when it runs. The helpers that send them take the body's model as a
 * type argument: `api.call<BancoInput>(token, '/v1/bancos', { method: 'POST', json: { … } })` (unit and
 * component tests, tests/unit/mocks/support.ts), `apiCall<Answer, BancoInput>(page, …)` and
 * `apiUpload<Answer, ChamadoInput>(page, …)` (end-to-end, tests/e2e/support.ts), and
 * `multipart<ChamadoInput>({ … })` for a multipart body.
 */

/** A helper's body type when the call names none: tsc's message then says what to write. */
export type UntypedBody =
  "name the body's model as a type argument: api.call<BancoInput>(…) (tests/request-body.ts)";

/**
 * A body wrong on purpose (a test of the API's validation errors): only the model's fields, each
 * optional and of any value, so a renamed field is still named by tsc while wrong values go through.
 */
export type InvalidBody<Model> = { [Field in keyof Model]?: unknown };

/**
 * A multipart body from its model's fields, as the app's calls build it (src/lib/http/multipart-body.ts):
 * files as they are, an object as its JSON part, other values as text, absent ones left out.
 */
export function multipart<Model = UntypedBody>(fields: NoInfer<Model>): FormData {
  return multipartBody(fields as object);
}
