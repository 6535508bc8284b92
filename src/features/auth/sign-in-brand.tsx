import { InlineIcon } from '@/ui/inline-icon';
import { signInArt } from './sign-in-art';
import { signInTexts } from './sign-in-texts';

/** The brand side of the split layout: product name, tagline, highlights and a light illustration. */
export function SignInBrand() {
  return (
    <aside className="sign-in-brand" aria-label={signInTexts.productName}>
      <div className="sign-in-brand__content">
        <p className="sign-in-brand__name">
          <InlineIcon name="box" /> {signInTexts.productName}
        </p>
        <p className="sign-in-brand__tagline">{signInTexts.tagline}</p>
        <ul className="sign-in-brand__highlights">
          {signInTexts.brandHighlights.map((text) => (
            <li key={text}>
              <InlineIcon name="check-circle" /> {text}
            </li>
          ))}
        </ul>
      </div>
      <svg className="sign-in-brand__art" viewBox={signInArt.viewBox} aria-hidden="true" focusable="false">
        {signInArt.shapes.map(({ tag: Shape, attributes }, index) => (
          <Shape key={index} fill="currentColor" {...attributes} />
        ))}
      </svg>
    </aside>
  );
}
