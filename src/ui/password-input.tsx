import { useState, type ComponentProps } from 'react';
import { uiText } from '@/lib/messages';
import { InlineIcon } from './inline-icon';
import { inputTextClass } from './primereact-markup';
import './password-input.css';

export type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Shows the field as invalid (PrimeReact's `p-invalid`). */
  invalid?: boolean;
};

/**
 * A password input with a keyboard-usable show/hide button (aria-pressed tells its state). The input is
 * PrimeReact's InputText look on a plain input (it needs none of InputText's code): the sign-in page's
 * first paint holds it.
 */
export function PasswordInput({ invalid, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <span className="password-input">
      <input {...props} type={visible ? 'text' : 'password'} className={inputTextClass(invalid, className)} />
      <button
        type="button"
        className="password-input__toggle"
        aria-label={visible ? uiText.hidePassword : uiText.showPassword}
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((current) => !current)}
      >
        <InlineIcon name={visible ? 'eye-slash' : 'eye'} />
      </button>
    </span>
  );
}
