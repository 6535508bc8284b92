import { signInTexts } from './sign-in-texts';

/** The brand side of the split layout: product name, tagline, highlights and a light illustration. */
export function SignInBrand() {
  return (
    <aside className="sign-in-brand" aria-label={signInTexts.productName}>
      <div className="sign-in-brand__content">
        <p className="sign-in-brand__name">
          <i className="pi pi-box" aria-hidden="true" /> {signInTexts.productName}
        </p>
        <p className="sign-in-brand__tagline">{signInTexts.tagline}</p>
        <ul className="sign-in-brand__highlights">
          {signInTexts.brandHighlights.map((text) => (
            <li key={text}>
              <i className="pi pi-check-circle" aria-hidden="true" /> {text}
            </li>
          ))}
        </ul>
      </div>
      <svg className="sign-in-brand__art" viewBox="0 0 400 160" aria-hidden="true" focusable="false">
        <path d="M0 130 Q100 90 200 120 T400 100 V160 H0 Z" fill="currentColor" opacity="0.12" />
        <path d="M0 145 Q120 115 220 138 T400 125 V160 H0 Z" fill="currentColor" opacity="0.18" />
        <rect x="70" y="78" width="92" height="40" rx="6" fill="currentColor" opacity="0.35" />
        <rect x="162" y="92" width="36" height="26" rx="4" fill="currentColor" opacity="0.5" />
        <circle cx="96" cy="122" r="9" fill="currentColor" opacity="0.6" />
        <circle cx="178" cy="122" r="9" fill="currentColor" opacity="0.6" />
        <rect x="262" y="40" width="70" height="84" rx="6" fill="currentColor" opacity="0.25" />
        <rect x="276" y="56" width="42" height="6" rx="3" fill="currentColor" opacity="0.5" />
        <rect x="276" y="72" width="30" height="6" rx="3" fill="currentColor" opacity="0.5" />
        <rect x="276" y="88" width="38" height="6" rx="3" fill="currentColor" opacity="0.5" />
      </svg>
    </aside>
  );
}
