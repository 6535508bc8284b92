import { lazy, Suspense } from 'react';
import type { InputProps } from '@/kit/field-types';

// Loaded by the first form that shows a picture (a customer's logo, a user's photo): the checks of a
// chosen file's content and its preview are not carried by every other form's first paint.
const ImageInput = lazy(() => import('./image-input').then((module) => ({ default: module.ImageInput })));

/** The empty picture frame, in the input's own place, until the input has loaded: nothing moves when it comes. */
function ImageInputFrame() {
  return (
    <div className="resource-image">
      <div className="resource-image__frame">
        <i className="pi pi-image resource-image__placeholder" aria-hidden="true" />
      </div>
    </div>
  );
}

/** The image kind's input (./image-input.tsx), loaded with the first form that has one. */
export function LazyImageInput(props: InputProps) {
  return (
    <Suspense fallback={<ImageInputFrame />}>
      <ImageInput {...props} />
    </Suspense>
  );
}
